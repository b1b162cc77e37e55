import type { EditorsMessages } from '../messages.js';

/** Français. */
export default {} satisfies EditorsMessages;
