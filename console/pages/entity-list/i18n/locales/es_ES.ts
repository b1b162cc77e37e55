import type { ListsMessages } from '../messages.js';

/** Español. */
export default {} satisfies ListsMessages;
