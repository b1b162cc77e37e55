import type { CustomMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies CustomMessages;
