import type { WidgetConfigMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies WidgetConfigMessages;
