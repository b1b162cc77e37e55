import type { ProfilesMessages } from '../messages.js';

/** Deutsch. */
export default {} satisfies ProfilesMessages;
