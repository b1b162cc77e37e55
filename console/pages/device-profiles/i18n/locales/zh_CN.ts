import type { ProfilesMessages } from '../messages.js';

/** 简体中文. */
export default {} satisfies ProfilesMessages;
