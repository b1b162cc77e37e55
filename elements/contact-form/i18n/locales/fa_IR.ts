import type { ContactMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies ContactMessages;
