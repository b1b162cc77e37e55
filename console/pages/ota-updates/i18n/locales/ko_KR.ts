import type { OtaMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies OtaMessages;
