import type { DashboardMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies DashboardMessages;
