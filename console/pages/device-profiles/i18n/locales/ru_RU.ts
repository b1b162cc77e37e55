import type { ProfilesMessages } from '../messages.js';

/** Русский. */
export default {} satisfies ProfilesMessages;
