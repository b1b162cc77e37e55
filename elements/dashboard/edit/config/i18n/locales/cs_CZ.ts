import type { WidgetConfigMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies WidgetConfigMessages;
