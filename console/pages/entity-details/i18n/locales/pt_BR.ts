import type { DetailsMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies DetailsMessages;
