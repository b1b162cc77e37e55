import type { WidgetDataMessages } from '../messages.js';

/** Español. */
export default {} satisfies WidgetDataMessages;
