import type { WidgetDataMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies WidgetDataMessages;
