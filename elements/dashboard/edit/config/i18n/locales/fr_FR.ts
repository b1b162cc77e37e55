import type { WidgetConfigMessages } from '../messages.js';

/** Français. */
export default {} satisfies WidgetConfigMessages;
