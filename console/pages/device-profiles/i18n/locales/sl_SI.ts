import type { ProfilesMessages } from '../messages.js';

/** Slovenščina. */
export default {} satisfies ProfilesMessages;
