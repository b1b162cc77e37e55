import type { DashboardMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies DashboardMessages;
