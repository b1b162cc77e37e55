import type { DashboardMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies DashboardMessages;
