import type { ContactMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies ContactMessages;
