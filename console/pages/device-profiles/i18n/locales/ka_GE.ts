import type { ProfilesMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies ProfilesMessages;
