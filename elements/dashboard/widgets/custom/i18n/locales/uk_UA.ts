import type { CustomMessages } from '../messages.js';

/** Українська. */
export default {} satisfies CustomMessages;
