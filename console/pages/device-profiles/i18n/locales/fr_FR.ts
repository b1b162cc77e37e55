import type { ProfilesMessages } from '../messages.js';

/** Français. */
export default {} satisfies ProfilesMessages;
