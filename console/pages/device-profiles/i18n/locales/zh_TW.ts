import type { ProfilesMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies ProfilesMessages;
