import type { ChartsMessages } from '../messages.js';

/** Čeština. */
export default {} satisfies ChartsMessages;
