import type { DashboardMessages } from '../messages.js';

/** Français. */
export default {} satisfies DashboardMessages;
