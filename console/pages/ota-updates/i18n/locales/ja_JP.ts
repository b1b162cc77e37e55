import type { OtaMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies OtaMessages;
