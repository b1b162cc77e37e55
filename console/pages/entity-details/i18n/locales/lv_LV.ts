import type { DetailsMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies DetailsMessages;
