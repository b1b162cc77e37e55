import type { WidgetDataMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies WidgetDataMessages;
