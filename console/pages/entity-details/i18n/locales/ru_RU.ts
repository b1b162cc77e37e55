import type { DetailsMessages } from '../messages.js';

/** Русский. */
export default {} satisfies DetailsMessages;
