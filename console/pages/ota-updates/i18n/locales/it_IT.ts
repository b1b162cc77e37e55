import type { OtaMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies OtaMessages;
