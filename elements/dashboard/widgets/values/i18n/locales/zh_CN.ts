import type { WidgetsMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies WidgetsMessages;
