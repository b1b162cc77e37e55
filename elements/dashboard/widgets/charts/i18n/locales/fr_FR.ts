import type { ChartsMessages } from '../messages.js';

/** Français. */
export default {} satisfies ChartsMessages;
