import type { DetailsMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies DetailsMessages;
