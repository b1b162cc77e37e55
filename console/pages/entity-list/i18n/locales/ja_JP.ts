import type { ListsMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies ListsMessages;
