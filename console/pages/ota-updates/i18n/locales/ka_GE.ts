import type { OtaMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies OtaMessages;
