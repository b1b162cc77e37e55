import type { WidgetDataMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies WidgetDataMessages;
