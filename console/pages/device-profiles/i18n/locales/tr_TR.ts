import type { ProfilesMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies ProfilesMessages;
