import type { DetailsMessages } from '../messages.js';

/** Français. */
export default {} satisfies DetailsMessages;
