import type { WidgetConfigMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies WidgetConfigMessages;
