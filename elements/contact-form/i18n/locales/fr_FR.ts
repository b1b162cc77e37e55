import type { ContactMessages } from '../messages.js';

/** Français. */
export default {} satisfies ContactMessages;
