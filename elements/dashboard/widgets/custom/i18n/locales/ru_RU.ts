import type { CustomMessages } from '../messages.js';

/** Русский. */
export default {} satisfies CustomMessages;
