import type { DashboardMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies DashboardMessages;
