import type { ProfilesMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies ProfilesMessages;
