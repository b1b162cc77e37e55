import type { OtaMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies OtaMessages;
