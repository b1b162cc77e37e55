import type { WidgetDataMessages } from '../messages.js';

/** Українська. */
export default {} satisfies WidgetDataMessages;
