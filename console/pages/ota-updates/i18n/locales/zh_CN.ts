import type { OtaMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies OtaMessages;
