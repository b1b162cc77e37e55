import type { DetailsMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies DetailsMessages;
