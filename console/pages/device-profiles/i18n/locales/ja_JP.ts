import type { ProfilesMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies ProfilesMessages;
