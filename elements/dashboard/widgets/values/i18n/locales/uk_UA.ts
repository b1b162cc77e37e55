import type { WidgetsMessages } from '../messages.js';

/** Українська. */
export default {} satisfies WidgetsMessages;
