// The widget card's own keys of a widget config (protocol §7.2), as the card form edits them. Pure.
import type { WidgetConfig } from '../../model/dashboard.types.js';

/** Bounds of the decimals of a widget's values: 0 to 15 (the digits a double keeps). */
export const CARD_DECIMALS = { min: 0, max: 15 } as const;

/** Card keys removed when emptied, so the widget falls back to its own default (decimals 2, no units, theme colours). */
const OPTIONAL_CARD_KEYS = new Set(['decimals', 'units', 'backgroundColor', 'color', 'padding', 'titleTooltip']);

/** The config with one card key set; an emptied optional key (null or '') is removed; every other key kept. */
export function withCardValue(config: WidgetConfig, key: string, value: unknown): WidgetConfig {
  if (OPTIONAL_CARD_KEYS.has(key) && (value === null || value === '')) {
    const next: WidgetConfig = { ...config };
    delete next[key];
    return next;
  }
  return { ...config, [key]: value };
}
