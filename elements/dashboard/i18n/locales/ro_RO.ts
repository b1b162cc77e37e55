import type { DashboardMessages } from '../messages.js';

/** Română. */
export default {} satisfies DashboardMessages;
