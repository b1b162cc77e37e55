import type { WidgetsMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies WidgetsMessages;
