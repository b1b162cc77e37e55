import type { OtaMessages } from '../messages.js';

/** Français. */
export default {} satisfies OtaMessages;
