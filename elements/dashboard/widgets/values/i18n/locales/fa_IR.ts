import type { WidgetsMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies WidgetsMessages;
