import type { WidgetDataMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies WidgetDataMessages;
