import type { DetailsMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies DetailsMessages;
