import type { CustomMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies CustomMessages;
