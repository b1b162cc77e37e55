import type { ProfilesMessages } from '../messages.js';

/** Română. */
export default {} satisfies ProfilesMessages;
