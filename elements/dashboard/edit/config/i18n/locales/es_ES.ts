import type { WidgetConfigMessages } from '../messages.js';

/** Español. */
export default {} satisfies WidgetConfigMessages;
