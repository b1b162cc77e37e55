import { AsYouType, getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { PHONE_INPUT } from '../../sdk/catalogues/ui.js';
import { PHONE_METADATA } from './phone-metadata.js';

/** A country of the country select: ISO 3166 code, name in the UI language, calling code and flag. */
export interface PhoneCountry {
  iso2: CountryCode;
  name: string;
  dialCode: string;
  flag: string;
}

/** Strict mode takes only international numbers; legacy mode keeps a stored value that is not one as free text. */
export type PhoneMode = 'strict' | 'legacy';

/** Why a phone value is refused: nothing given where one is required, or not a valid international number. */
export type PhoneError = { code: 'required'; key: 'phone-input.phone-input-required' } | { code: 'invalidPhoneNumber'; key: 'phone-input.phone-input-validation' };

/** `+`, a first digit 1–9, then 1 to 14 more digits: at most 15 digits in all. */
export const PHONE_NUMBER_PATTERN = /^\+[1-9]\d{1,14}$/;

const REQUIRED: PhoneError = { code: 'required', key: 'phone-input.phone-input-required' };
const INVALID: PhoneError = { code: 'invalidPhoneNumber', key: 'phone-input.phone-input-validation' };

/** The default country (US) when a given code is not a known country. */
export function phoneCountry(code: string | null | undefined): CountryCode {
  const upper = (code ?? '').toUpperCase() as CountryCode;
  return getCountries(PHONE_METADATA).includes(upper) ? upper : PHONE_INPUT.defaultCountry;
}

/** `+` and the country's calling code: `+1` for US, `+49` for DE. */
export function callingCodePrefix(country: CountryCode): string {
  return `+${getCountryCallingCode(country, PHONE_METADATA)}`;
}

/** Whether a value is an international number that is both valid and possible. */
export function isValidPhoneNumber(value: string): boolean {
  if (!value.startsWith('+')) return false;
  const parsed = parsePhoneNumberFromString(value, PHONE_METADATA);
  return !!parsed && parsed.isValid() && parsed.isPossible();
}

/** Legacy mode when the stored value is not empty and not a valid and possible international number. */
export function phoneMode(storedValue: string | null | undefined): PhoneMode {
  return storedValue && !isValidPhoneNumber(storedValue) ? 'legacy' : 'strict';
}

/** Typed text kept to `+` and digits, at most 15 of them; a first digit gets the `+` in front. */
export function sanitizePhoneText(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, PHONE_INPUT.maxDigits);
  return digits || text.includes('+') ? `+${digits}` : '';
}

/** A legacy value, cut to 255 characters. */
export function sanitizeLegacyText(text: string): string {
  return text.slice(0, PHONE_INPUT.legacyMaxLength);
}

/** The calling code the text starts with, when it starts with a complete one. */
function callingCodeOf(text: string): string | undefined {
  const typing = new AsYouType(undefined, PHONE_METADATA);
  typing.input(text);
  return typing.getCallingCode();
}

/** Whether the text is empty, only `+`, or only the country's calling code: all reported as empty. */
export function isEmptyPhoneText(text: string, country: CountryCode): boolean {
  return text === '' || text === '+' || text === callingCodePrefix(country);
}

/**
 * The country the typed number belongs to: the one its digits identify, else the current country when it
 * shares the calling code, else the main country of that calling code, else the current country.
 */
export function countryOfPhoneText(text: string, current: CountryCode): CountryCode {
  const typing = new AsYouType(undefined, PHONE_METADATA);
  typing.input(text);
  const found = typing.getCountry();
  if (found) return found;
  const code = typing.getCallingCode();
  if (!code || callingCodePrefix(current) === `+${code}`) return current;
  return PHONE_METADATA.country_calling_codes[code]?.[0] ?? current;
}

/** The text after picking another country: its calling code replaces the one the text starts with. */
export function swapCallingCode(text: string, country: CountryCode): string {
  const code = callingCodeOf(text);
  const rest = code ? text.slice(code.length + 1) : text.replace(/^\+/, '');
  return sanitizePhoneText(callingCodePrefix(country) + rest);
}

/** What a focused empty field holds: the country's calling code. */
export function phoneTextOnFocus(text: string, country: CountryCode): string {
  return text === '' ? callingCodePrefix(country) : text;
}

/** What a strict field reports: the number in E.164 form, or '' when empty, only a calling code, or invalid. */
export function reportedPhoneValue(text: string, country: CountryCode): string {
  if (isEmptyPhoneText(text, country) || !PHONE_NUMBER_PATTERN.test(text) || !isValidPhoneNumber(text)) return '';
  return parsePhoneNumberFromString(text, PHONE_METADATA)?.number ?? '';
}

/**
 * The error of a strict field: required when empty (or only a calling code) and required; invalid unless the
 * text is `+[1-9]` and 1–14 digits forming a valid and possible number; null when fine.
 */
export function validatePhoneText(text: string, country: CountryCode, required: boolean): PhoneError | null {
  if (isEmptyPhoneText(text, country)) return required ? REQUIRED : null;
  return PHONE_NUMBER_PATTERN.test(text) && isValidPhoneNumber(text) ? null : INVALID;
}

/** The error of a legacy field: only that a required value is missing. */
export function validateLegacyText(text: string, required: boolean): PhoneError | null {
  return required && text.trim() === '' ? REQUIRED : null;
}

/** The flag emoji of a country: its two letters as regional indicator symbols. */
export function flagEmoji(iso2: string): string {
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Every country with a calling code, named in the given language (from the browser's own data) and sorted by name. */
export function phoneCountries(locale: string): PhoneCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return getCountries(PHONE_METADATA)
    .map((iso2) => ({ iso2, name: names.of(iso2) ?? iso2, dialCode: callingCodePrefix(iso2), flag: flagEmoji(iso2) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The country a stored value starts in: the number's own country, else the given default. */
export function initialPhoneCountry(value: string | null | undefined, defaultCountry: CountryCode): CountryCode {
  return value && isValidPhoneNumber(value) ? countryOfPhoneText(value, defaultCountry) : defaultCountry;
}
