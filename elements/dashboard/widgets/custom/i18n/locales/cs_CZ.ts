import type { CustomMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies CustomMessages;
