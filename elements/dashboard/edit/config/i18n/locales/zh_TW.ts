import type { WidgetConfigMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies WidgetConfigMessages;
