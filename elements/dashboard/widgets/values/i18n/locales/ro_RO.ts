import type { WidgetsMessages } from '../messages.js';

/** Română. */
export default {} satisfies WidgetsMessages;
