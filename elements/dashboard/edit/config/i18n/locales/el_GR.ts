import type { WidgetConfigMessages } from '../messages.js';

/** Ελληνικά. */
export default {} satisfies WidgetConfigMessages;
