import type { WidgetConfigMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies WidgetConfigMessages;
