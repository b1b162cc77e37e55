import type { WidgetDataMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies WidgetDataMessages;
