import type { WidgetsMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies WidgetsMessages;
