import type { WidgetsMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies WidgetsMessages;
