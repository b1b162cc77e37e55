import type { ListsMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies ListsMessages;
