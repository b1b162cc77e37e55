import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../sdk/catalogues/languages.js';
import type { LocaleLoader } from '../../elements/core/i18n.js';

const english: LocaleLoader = () => import('./locales/en_US.js');

/** The languages whose console file exists; add a line when a language file is added. */
const WRITTEN: Partial<Record<SupportedLanguage, LocaleLoader>> = {
  cs_CZ: () => import('./locales/cs_CZ.js'),
  de_DE: () => import('./locales/de_DE.js'),
  el_GR: () => import('./locales/el_GR.js'),
  en_US: english,
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

/** The console's messages per language, each loaded on first use; a language without its file uses English. */
export const CONSOLE_LOCALES: Record<SupportedLanguage, LocaleLoader> = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lang) => [lang, WRITTEN[lang] ?? english]),
) as Record<SupportedLanguage, LocaleLoader>;
