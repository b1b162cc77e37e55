import type { CustomMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies CustomMessages;
