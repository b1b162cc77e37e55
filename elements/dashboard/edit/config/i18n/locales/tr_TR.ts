import type { WidgetConfigMessages } from '../messages.js';

/** Türkçe. */
export default {} satisfies WidgetConfigMessages;
