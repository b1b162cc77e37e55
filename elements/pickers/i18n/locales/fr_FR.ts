import type { PickersMessages } from '../messages.js';

/** Français. */
export default {} satisfies PickersMessages;
