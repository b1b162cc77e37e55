/** UI languages the console ships. */
export const SUPPORTED_LANGUAGES = [
  'cs_CZ',
  'de_DE',
  'el_GR',
  'en_US',
  'es_ES',
  'fa_IR',
  'fr_FR',
  'it_IT',
  'ja_JP',
  'ka_GE',
  'ko_KR',
  'lv_LV',
  'pt_BR',
  'ro_RO',
  'ru_RU',
  'sl_SI',
  'tr_TR',
  'uk_UA',
  'zh_CN',
  'zh_TW',
] as const;

/** One language of {@link SUPPORTED_LANGUAGES}. */
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Language used when nothing else matches. */
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en_US';

/**
 * Picks the supported language for a requested code (`de`, `de-AT`, `pt_BR` …): the full code first,
 * then the first language with the same base language, then the default.
 */
export function matchLanguage(requested: string | null | undefined): SupportedLanguage {
  if (!requested) return DEFAULT_LANGUAGE;
  const normalized = requested.replace('-', '_');
  const [base = '', region] = normalized.split('_');
  const full = region ? `${base.toLowerCase()}_${region.toUpperCase()}` : base.toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((lang) => lang === full);
  if (exact) return exact;
  const sameBase = SUPPORTED_LANGUAGES.find((lang) => lang.split('_')[0] === base.toLowerCase());
  return sameBase ?? DEFAULT_LANGUAGE;
}
