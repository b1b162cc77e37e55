import type { CustomMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies CustomMessages;
