import type { ListsMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies ListsMessages;
