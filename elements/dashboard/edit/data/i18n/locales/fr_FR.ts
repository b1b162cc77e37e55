import type { WidgetDataMessages } from '../messages.js';

/** Français. */
export default {} satisfies WidgetDataMessages;
