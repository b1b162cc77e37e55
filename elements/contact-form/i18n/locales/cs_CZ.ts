import type { ContactMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies ContactMessages;
