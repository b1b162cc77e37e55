import type { ListsMessages } from '../messages.js';

/** Українська. */
export default {} satisfies ListsMessages;
