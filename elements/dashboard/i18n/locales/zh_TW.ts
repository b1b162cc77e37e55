import type { DashboardMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies DashboardMessages;
