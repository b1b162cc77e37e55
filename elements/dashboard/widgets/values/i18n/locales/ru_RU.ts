import type { WidgetsMessages } from '../messages.js';

/** Русский. */
export default {} satisfies WidgetsMessages;
