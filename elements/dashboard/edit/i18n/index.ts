import { registerLocales, type LocaleLoader } from '../../../../elements/core/i18n.js';
import type { SupportedLanguage } from '../../../../sdk/catalogues/languages.js';
import english from './locales/en_US.js';

/** Each language's messages of the `dashedit` namespace, loaded on first use. */
export const DASHEDIT_LOCALES: Record<SupportedLanguage, LocaleLoader> = {
  cs_CZ: () => import('./locales/cs_CZ.js'),
  de_DE: () => import('./locales/de_DE.js'),
  el_GR: () => import('./locales/el_GR.js'),
  en_US: () => import('./locales/en_US.js'),
  es_ES: () => import('./locales/es_ES.js'),
  fa_IR: () => import('./locales/fa_IR.js'),
  fr_FR: () => import('./locales/fr_FR.js'),
  it_IT: () => import('./locales/it_IT.js'),
  ja_JP: () => import('./locales/ja_JP.js'),
  ka_GE: () => import('./locales/ka_GE.js'),
  ko_KR: () => import('./locales/ko_KR.js'),
  lv_LV: () => import('./locales/lv_LV.js'),
  pt_BR: () => import('./locales/pt_BR.js'),
  ro_RO: () => import('./locales/ro_RO.js'),
  ru_RU: () => import('./locales/ru_RU.js'),
  sl_SI: () => import('./locales/sl_SI.js'),
  tr_TR: () => import('./locales/tr_TR.js'),
  uk_UA: () => import('./locales/uk_UA.js'),
  zh_CN: () => import('./locales/zh_CN.js'),
  zh_TW: () => import('./locales/zh_TW.js'),
};

/** Registers the `dashedit` namespace (English at once, the active language before it resolves); idempotent. */
export function registerDashEditLocales(): Promise<void> {
  return registerLocales('dashedit', english, DASHEDIT_LOCALES);
}
