import type { ListsMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies ListsMessages;
