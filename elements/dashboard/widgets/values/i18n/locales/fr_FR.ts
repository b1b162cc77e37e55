import type { WidgetsMessages } from '../messages.js';

/** Français. */
export default {} satisfies WidgetsMessages;
