import type { CustomMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies CustomMessages;
