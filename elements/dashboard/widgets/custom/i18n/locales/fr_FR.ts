import type { CustomMessages } from '../messages.js';

/** Français. */
export default {} satisfies CustomMessages;
