import type { WidgetConfigMessages } from '../messages.js';

/** Українська. */
export default {} satisfies WidgetConfigMessages;
