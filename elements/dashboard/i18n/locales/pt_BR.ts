import type { DashboardMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies DashboardMessages;
