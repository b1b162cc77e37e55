import type { WidgetConfigMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies WidgetConfigMessages;
