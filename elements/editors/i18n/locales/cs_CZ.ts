import type { EditorsMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies EditorsMessages;
