import type { DashboardMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies DashboardMessages;
