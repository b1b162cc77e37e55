import type { WidgetDataMessages } from '../messages.js';

/** Русский. */
export default {} satisfies WidgetDataMessages;
