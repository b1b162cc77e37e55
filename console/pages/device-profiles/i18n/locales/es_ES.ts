import type { ProfilesMessages } from '../messages.js';

/** Español. */
export default {} satisfies ProfilesMessages;
