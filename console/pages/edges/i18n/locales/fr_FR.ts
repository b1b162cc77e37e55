import type { EdgesMessages } from '../messages.js';

/** Français. */
export default {} satisfies EdgesMessages;
