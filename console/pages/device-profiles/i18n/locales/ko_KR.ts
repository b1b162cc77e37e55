import type { ProfilesMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies ProfilesMessages;
