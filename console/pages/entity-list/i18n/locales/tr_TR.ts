import type { ListsMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies ListsMessages;
