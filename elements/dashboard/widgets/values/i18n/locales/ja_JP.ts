import type { WidgetsMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies WidgetsMessages;
