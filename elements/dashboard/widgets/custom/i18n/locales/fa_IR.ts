import type { CustomMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies CustomMessages;
