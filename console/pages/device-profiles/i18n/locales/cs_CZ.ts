import type { ProfilesMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies ProfilesMessages;
