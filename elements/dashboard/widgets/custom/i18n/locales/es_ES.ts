import type { CustomMessages } from '../messages.js';

/** Español. */
export default {} satisfies CustomMessages;
