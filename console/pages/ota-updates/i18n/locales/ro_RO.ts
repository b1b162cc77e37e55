import type { OtaMessages } from '../messages.js';

/** Română. */
export default {} satisfies OtaMessages;
