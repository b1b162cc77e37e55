import type { DashboardMessages } from '../messages.js';

/** Українська. */
export default {} satisfies DashboardMessages;
