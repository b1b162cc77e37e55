import { matchLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../sdk/catalogues/languages.js';

/** Each supported language by its own name, as its speakers write it. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<SupportedLanguage, string>> = {
  cs_CZ: 'Čeština',
  de_DE: 'Deutsch',
  el_GR: 'Ελληνικά',
  en_US: 'English',
  es_ES: 'Español',
  fa_IR: 'فارسی',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  ja_JP: '日本語',
  ka_GE: 'ქართული',
  ko_KR: '한국어',
  lv_LV: 'Latviešu',
  pt_BR: 'Português (Brasil)',
  ro_RO: 'Română',
  ru_RU: 'Русский',
  sl_SI: 'Slovenščina',
  tr_TR: 'Türkçe',
  uk_UA: 'Українська',
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
};

/** One choice of the language select. */
export interface LanguageOption {
  /** The platform's language code (`de_DE`). */
  value: SupportedLanguage;
  /** The language's own name. */
  label: string;
  /** BCP 47 tag for the `lang` attribute (`de-DE`), so the name is read and drawn in its language. */
  tag: string;
}

/** The 20 supported languages in the platform's order, each by its own name. */
export function languageOptions(): LanguageOption[] {
  return SUPPORTED_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NATIVE_NAMES[value], tag: value.replace('_', '-') }));
}

/** The option a given value selects: the full code, then the base language, then en_US. */
export function selectedLanguage(value: string | null | undefined): SupportedLanguage {
  return matchLanguage(value);
}
