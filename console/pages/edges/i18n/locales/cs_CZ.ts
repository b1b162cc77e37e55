import type { EdgesMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies EdgesMessages;
