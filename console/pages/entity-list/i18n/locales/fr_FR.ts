import type { ListsMessages } from '../messages.js';

/** Français. */
export default {} satisfies ListsMessages;
