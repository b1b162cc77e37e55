import type { ListsMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies ListsMessages;
