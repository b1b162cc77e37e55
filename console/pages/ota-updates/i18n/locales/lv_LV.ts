import type { OtaMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies OtaMessages;
