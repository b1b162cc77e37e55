import type { WidgetConfigMessages } from '../messages.js';

/** Română. */
export default {} satisfies WidgetConfigMessages;
