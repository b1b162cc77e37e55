import type { DashboardMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies DashboardMessages;
