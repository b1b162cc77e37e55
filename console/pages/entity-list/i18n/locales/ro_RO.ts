import type { ListsMessages } from '../messages.js';

/** Română. */
export default {} satisfies ListsMessages;
