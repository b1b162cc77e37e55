import type { DetailsMessages } from '../messages.js';

/** 繁體中文. */
export default {} satisfies DetailsMessages;
