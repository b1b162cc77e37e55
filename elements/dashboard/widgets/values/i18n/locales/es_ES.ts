import type { WidgetsMessages } from '../messages.js';

/** Español. */
export default {} satisfies WidgetsMessages;
