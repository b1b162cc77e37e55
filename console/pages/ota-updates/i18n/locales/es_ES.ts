import type { OtaMessages } from '../messages.js';

/** Español. */
export default {} satisfies OtaMessages;
