import type { WidgetDataMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies WidgetDataMessages;
