import type { WidgetsMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies WidgetsMessages;
