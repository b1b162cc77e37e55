import type { WidgetsMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies WidgetsMessages;
