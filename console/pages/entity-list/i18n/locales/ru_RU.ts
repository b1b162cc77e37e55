import type { ListsMessages } from '../messages.js';

/** Русский. */
export default {} satisfies ListsMessages;
