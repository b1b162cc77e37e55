import type { CustomMessages } from '../messages.js';

/** Română. */
export default {} satisfies CustomMessages;
