import type { ContactMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies ContactMessages;
