import type { WidgetsMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies WidgetsMessages;
