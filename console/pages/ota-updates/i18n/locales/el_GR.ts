import type { OtaMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies OtaMessages;
