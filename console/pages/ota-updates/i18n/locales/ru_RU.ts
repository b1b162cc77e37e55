import type { OtaMessages } from '../messages.js';

/** Русский. */
export default {} satisfies OtaMessages;
