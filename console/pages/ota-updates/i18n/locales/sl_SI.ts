import type { OtaMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies OtaMessages;
