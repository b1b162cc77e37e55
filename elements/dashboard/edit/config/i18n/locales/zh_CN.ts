import type { WidgetConfigMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies WidgetConfigMessages;
