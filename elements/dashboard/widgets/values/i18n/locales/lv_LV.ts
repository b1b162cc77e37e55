import type { WidgetsMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies WidgetsMessages;
