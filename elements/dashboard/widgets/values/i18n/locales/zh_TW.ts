import type { WidgetsMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies WidgetsMessages;
