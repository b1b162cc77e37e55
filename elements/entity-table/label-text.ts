import { kitI18n, type translate } from '../core/i18n.js';

/** A caller's label: translated when it is a known message key, shown as given otherwise. */
export function labelText(t: typeof translate, label: string): string {
  return kitI18n.exists(label) ? t(label) : label;
}
