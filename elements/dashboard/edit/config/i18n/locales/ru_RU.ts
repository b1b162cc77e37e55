import type { WidgetConfigMessages } from '../messages.js';

/** Русский. */
export default {} satisfies WidgetConfigMessages;
