import type { OtaMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies OtaMessages;
