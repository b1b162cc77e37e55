import type { DetailsMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies DetailsMessages;
