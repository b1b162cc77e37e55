import type { DetailsMessages } from '../messages.js';

/** 日本語. */
export default {} satisfies DetailsMessages;
