import type { OtaMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies OtaMessages;
