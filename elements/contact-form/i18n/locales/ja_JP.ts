import type { ContactMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies ContactMessages;
