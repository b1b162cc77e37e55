import type { DashboardMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies DashboardMessages;
