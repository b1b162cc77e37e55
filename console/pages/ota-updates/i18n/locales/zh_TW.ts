import type { OtaMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies OtaMessages;
