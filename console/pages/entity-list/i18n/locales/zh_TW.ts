import type { ListsMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies ListsMessages;
