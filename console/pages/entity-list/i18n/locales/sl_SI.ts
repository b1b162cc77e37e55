import type { ListsMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies ListsMessages;
