import type { WidgetDataMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies WidgetDataMessages;
