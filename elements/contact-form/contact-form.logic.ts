import { getCountries } from 'libphonenumber-js/core';
import { PHONE_METADATA } from '../phone-input/phone-metadata.js';

/** The fields of a contact form, as ThingsBoard keeps them on a tenant or customer (country by its English name). */
export interface ContactValue {
  country: string;
  city: string;
  state: string;
  zip: string;
  address: string;
  address2: string;
  phone: string;
  email: string;
}

/** The field names, in the order the form shows them. */
export const CONTACT_FIELDS = ['country', 'city', 'state', 'zip', 'address', 'address2', 'phone', 'email'] as const;

/** What a contact-form field can be refused with (keys of the `contact` namespace). */
export type ContactErrorKey = 'contact.city-max-length' | 'contact.state-max-length' | 'contact.postal-code-invalid' | 'user.invalid-email-format';

/** The longest city and state kept: the server's columns have no limit of their own, so the usual 255. */
export const CONTACT_MAX_LENGTH = 255;

/** A country of the country select: ISO 3166 code, English name (the stored value) and name in the UI language. */
export interface ContactCountry {
  iso2: string;
  englishName: string;
  name: string;
}

/**
 * Postal code formats of the 18 countries that have one; every other country takes any text. Letters are
 * matched without regard to case, and an optional country prefix (DK-, FO-, L-) is taken where it is in use.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  // United States: ZIP or ZIP+4.
  US: /^\d{5}(?:[-\s]?\d{4})?$/,
  AU: /^\d{4}$/,
  AT: /^[1-9]\d{3}$/,
  BE: /^[1-9]\d{3}$/,
  // Brazil: CEP, five digits, a hyphen, three digits.
  BR: /^\d{5}-?\d{3}$/,
  // Canada: A1A 1A1, without D, F, I, O, Q, U (and W, Z in first place).
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][\s-]?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  DK: /^(?:DK-?)?[1-9]\d{3}$/i,
  FO: /^(?:FO-?)?\d{3}$/i,
  // Netherlands: four digits (no leading 0), two letters other than SA, SD and SS.
  NL: /^[1-9]\d{3}\s?(?!SA|SD|SS)[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  HU: /^[1-9]\d{3}$/,
  IT: /^\d{5}$/,
  // Japan: three digits, a hyphen, four digits.
  JP: /^\d{3}-?\d{4}$/,
  LU: /^(?:L-?)?\d{4}$/i,
  // Poland: two digits, a hyphen, three digits.
  PL: /^\d{2}-\d{3}$/,
  // Spain: five digits, the first two a province from 01 to 52.
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  // Sweden: three digits, an optional space, two digits.
  SE: /^[1-9]\d{2}\s?\d{2}$/,
  // United Kingdom: outward code (area, district) and inward code (sector, unit), or GIR 0AA.
  GB: /^(?:GIR\s?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?\s?\d[ABD-HJLNP-UW-Z]{2})$/i,
};

const EMAIL = /^[^\s@"(),:;<>[\\\]]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+$/i;

/** A contact with every field empty. */
export function emptyContact(): ContactValue {
  return { country: '', city: '', state: '', zip: '', address: '', address2: '', phone: '', email: '' };
}

/** A stored contact (any object, missing or odd fields) as the form's value: every field a string. */
export function normalizeContact(value: unknown): ContactValue {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const out = emptyContact();
  for (const field of CONTACT_FIELDS) {
    const raw = source[field];
    out[field] = typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '';
  }
  return out;
}

/** Every country with a phone calling code (about 250), with its English and UI-language names, sorted by the latter. */
export function contactCountries(locale: string): ContactCountry[] {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const local = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return getCountries(PHONE_METADATA)
    .map((iso2) => ({ iso2: iso2 as string, englishName: english.of(iso2) ?? iso2, name: local.of(iso2) ?? iso2 }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The country a stored value names: by ISO code or by English or local name (any case); null when none. */
export function findCountry(countries: readonly ContactCountry[], stored: string): ContactCountry | null {
  const wanted = stored.trim().toLocaleLowerCase();
  if (!wanted) return null;
  return countries.find((c) => c.iso2.toLowerCase() === wanted || c.englishName.toLocaleLowerCase() === wanted || c.name.toLocaleLowerCase() === wanted) ?? null;
}

/** Text folded for searching: lower case, accents taken off. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The countries whose name (local or English) or code contains the typed text; names starting with it first. */
export function searchCountries(countries: readonly ContactCountry[], text: string): ContactCountry[] {
  const wanted = folded(text.trim());
  if (!wanted) return [...countries];
  const starts: ContactCountry[] = [];
  const contains: ContactCountry[] = [];
  for (const country of countries) {
    const names = [folded(country.name), folded(country.englishName)];
    if (names.some((name) => name.startsWith(wanted)) || country.iso2.toLowerCase() === wanted) starts.push(country);
    else if (names.some((name) => name.includes(wanted))) contains.push(country);
  }
  return [...starts, ...contains];
}

/** The postal code pattern of a country (by ISO code), or null for the countries that have none. */
export function postalCodePattern(iso2: string | null | undefined): RegExp | null {
  return (iso2 && POSTAL_CODE_PATTERNS[iso2.toUpperCase()]) || null;
}

/** 'contact.city-max-length' when the city is longer than 255 characters, else null. */
export function cityError(city: string): ContactErrorKey | null {
  return city.length > CONTACT_MAX_LENGTH ? 'contact.city-max-length' : null;
}

/** 'contact.state-max-length' when the state is longer than 255 characters, else null. */
export function stateError(state: string): ContactErrorKey | null {
  return state.length > CONTACT_MAX_LENGTH ? 'contact.state-max-length' : null;
}

/** 'contact.postal-code-invalid' when a zip is given and the country has a pattern it does not match, else null. */
export function zipError(zip: string, iso2: string | null | undefined): ContactErrorKey | null {
  const pattern = postalCodePattern(iso2);
  const text = zip.trim();
  return text && pattern && !pattern.test(text) ? 'contact.postal-code-invalid' : null;
}

/** 'user.invalid-email-format' when an e-mail is given and is not an address, else null. */
export function emailError(email: string): ContactErrorKey | null {
  const text = email.trim();
  return text && !EMAIL.test(text) ? 'user.invalid-email-format' : null;
}

/** The error of each field that has one (the phone is checked by the phone input itself). */
export function contactErrors(value: ContactValue, iso2: string | null): Partial<Record<keyof ContactValue, ContactErrorKey>> {
  const errors: Partial<Record<keyof ContactValue, ContactErrorKey>> = {};
  const found: Array<[keyof ContactValue, ContactErrorKey | null]> = [
    ['city', cityError(value.city)],
    ['state', stateError(value.state)],
    ['zip', zipError(value.zip, iso2)],
    ['email', emailError(value.email)],
  ];
  for (const [field, error] of found) if (error) errors[field] = error;
  return errors;
}
