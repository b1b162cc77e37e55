import type { DashboardMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies DashboardMessages;
