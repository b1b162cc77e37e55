import type { ProfilesMessages } from '../messages.js';

/** Українська. */
export default {} satisfies ProfilesMessages;
