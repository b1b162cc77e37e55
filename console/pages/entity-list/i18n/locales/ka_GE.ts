import type { ListsMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies ListsMessages;
