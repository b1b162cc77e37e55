import type { translate } from '../core/i18n.js';
import { intervalLabel, type TimeMessage } from './format.logic.js';

/** Translated parts of a message list, joined by spaces. */
export function messagesText(t: typeof translate, messages: readonly TimeMessage[]): string {
  return messages.map((m) => t(m.key, m.params)).join(' ');
}

/** An interval as translated text (`1 h 30 min`). */
export function intervalText(t: typeof translate, ms: number): string {
  return messagesText(t, intervalLabel(ms));
}
