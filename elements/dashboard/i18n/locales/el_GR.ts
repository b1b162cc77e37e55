import type { DashboardMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies DashboardMessages;
