import type { OtaMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies OtaMessages;
