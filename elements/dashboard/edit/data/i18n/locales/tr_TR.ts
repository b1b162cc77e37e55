import type { WidgetDataMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies WidgetDataMessages;
