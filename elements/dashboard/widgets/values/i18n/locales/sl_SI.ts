import type { WidgetsMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies WidgetsMessages;
