import type { ListsMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies ListsMessages;
