import type { WidgetDataMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies WidgetDataMessages;
