import type { ContactMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies ContactMessages;
