import type { DetailsMessages } from '../messages.js';

/** 한국어. */
export default {} satisfies DetailsMessages;
