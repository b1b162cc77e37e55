import type { OtaMessages } from '../messages.js';

/** Українська. */
export default {} satisfies OtaMessages;
