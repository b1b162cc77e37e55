import type { ListsMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies ListsMessages;
