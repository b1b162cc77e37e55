import type { DashboardMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies DashboardMessages;
