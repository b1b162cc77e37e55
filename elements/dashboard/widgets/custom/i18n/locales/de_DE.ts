import type { CustomMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies CustomMessages;
