import type { WidgetConfigMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies WidgetConfigMessages;
