import type { CustomMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies CustomMessages;
