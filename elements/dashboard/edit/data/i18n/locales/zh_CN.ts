import type { WidgetDataMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies WidgetDataMessages;
