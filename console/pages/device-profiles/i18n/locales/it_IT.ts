import type { ProfilesMessages } from '../messages.js';

/** Italiano. */
export default {} satisfies ProfilesMessages;
