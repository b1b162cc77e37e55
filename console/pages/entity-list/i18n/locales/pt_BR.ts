import type { ListsMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies ListsMessages;
