import type { DetailsMessages } from '../messages.js';

/** Español. */
export default {} satisfies DetailsMessages;
