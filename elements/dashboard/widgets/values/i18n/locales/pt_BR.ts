import type { WidgetsMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies WidgetsMessages;
