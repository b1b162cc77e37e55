import type { OtaMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies OtaMessages;
