import type { WidgetConfigMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies WidgetConfigMessages;
