import type { DashboardMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies DashboardMessages;
