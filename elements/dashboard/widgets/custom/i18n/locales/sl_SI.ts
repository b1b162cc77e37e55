import type { CustomMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies CustomMessages;
