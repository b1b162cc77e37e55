import type { DashboardMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies DashboardMessages;
