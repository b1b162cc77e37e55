import type { CustomMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies CustomMessages;
