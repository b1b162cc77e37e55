import type { CustomMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies CustomMessages;
