import type { WidgetConfigMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies WidgetConfigMessages;
