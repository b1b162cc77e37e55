import type { ListsMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies ListsMessages;
