import type { DetailsMessages } from '../messages.js';

/** ქართული. */
export default {} satisfies DetailsMessages;
