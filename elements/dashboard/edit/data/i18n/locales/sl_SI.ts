import type { WidgetDataMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies WidgetDataMessages;
