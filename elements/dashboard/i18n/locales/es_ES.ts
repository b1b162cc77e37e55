import type { DashboardMessages } from '../messages.js';

/** Español. */
export default {} satisfies DashboardMessages;
