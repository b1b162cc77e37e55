import type { DashboardMessages } from '../messages.js';

/** Русский. */
export default {} satisfies DashboardMessages;
