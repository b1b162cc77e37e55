import type { DetailsMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies DetailsMessages;
