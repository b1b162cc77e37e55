import type { WidgetDataMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies WidgetDataMessages;
