import type { WidgetsMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies WidgetsMessages;
