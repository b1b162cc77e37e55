import type { DetailsMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies DetailsMessages;
