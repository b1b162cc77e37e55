import type { ProfilesMessages } from '../messages.js';

/** Latviešu. */
export default {} satisfies ProfilesMessages;
