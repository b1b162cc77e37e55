import type { ContactMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies ContactMessages;
