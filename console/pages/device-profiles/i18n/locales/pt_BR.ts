import type { ProfilesMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies ProfilesMessages;
