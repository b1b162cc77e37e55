import type { WidgetDataMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies WidgetDataMessages;
