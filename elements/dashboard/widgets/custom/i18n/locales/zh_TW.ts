import type { CustomMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies CustomMessages;
