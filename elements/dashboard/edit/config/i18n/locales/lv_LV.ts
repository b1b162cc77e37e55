import type { WidgetConfigMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies WidgetConfigMessages;
