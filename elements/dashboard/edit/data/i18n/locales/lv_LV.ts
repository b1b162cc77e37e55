import type { WidgetDataMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies WidgetDataMessages;
