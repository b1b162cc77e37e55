import type { WidgetDataMessages } from '../messages.js';

/** Română. */
export default {} satisfies WidgetDataMessages;
