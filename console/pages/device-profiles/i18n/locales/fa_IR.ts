import type { ProfilesMessages } from '../messages.js';

/** فارسی. */
export default {} satisfies ProfilesMessages;
