import type { ListsMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies ListsMessages;
