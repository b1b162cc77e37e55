import type { CustomMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies CustomMessages;
