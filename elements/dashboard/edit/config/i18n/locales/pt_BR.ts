import type { WidgetConfigMessages } from '../messages.js';

/** Português (Brasil). */
export default {} satisfies WidgetConfigMessages;
