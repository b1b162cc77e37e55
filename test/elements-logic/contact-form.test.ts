import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  cityError,
  CONTACT_MAX_LENGTH,
  contactCountries,
  contactErrors,
  emailError,
  findCountry,
  normalizeContact,
  POSTAL_CODE_PATTERNS,
  postalCodePattern,
  searchCountries,
  stateError,
  zipError,
} from '../../elements/contact-form/contact-form.logic.js';

// shared-controls §5: "Postal patterns exist for United States, Australia, Austria, Belgium, Brazil, Canada, Denmark,
// Faroe Islands, Netherlands, Germany, Hungary, Italy, Japan, Luxembourg, Poland, Spain, Sweden and United Kingdom;
// other countries have none." Each with a code of its format and one that is not.
const POSTAL_CASES: Record<string, { name: string; valid: string[]; invalid: string[] }> = {
  US: { name: 'United States', valid: ['94103', '94103-1234'], invalid: ['9410', 'SW1A 1AA'] },
  AU: { name: 'Australia', valid: ['2000'], invalid: ['20000'] },
  AT: { name: 'Austria', valid: ['1010'], invalid: ['101'] },
  BE: { name: 'Belgium', valid: ['1000'], invalid: ['0999'] },
  BR: { name: 'Brazil', valid: ['01310-100', '01310100'], invalid: ['01310-10'] },
  CA: { name: 'Canada', valid: ['K1A 0B1', 'm5v3l9'], invalid: ['D1A 0B1'] },
  DK: { name: 'Denmark', valid: ['1050', 'DK-1050'], invalid: ['105'] },
  FO: { name: 'Faroe Islands', valid: ['100', 'FO-100'], invalid: ['1000'] },
  NL: { name: 'Netherlands', valid: ['1012 AB', '1012ab'], invalid: ['1012 SS', '0123 AB'] },
  DE: { name: 'Germany', valid: ['10115'], invalid: ['1011'] },
  HU: { name: 'Hungary', valid: ['1051'], invalid: ['0151'] },
  IT: { name: 'Italy', valid: ['00184'], invalid: ['0018A'] },
  JP: { name: 'Japan', valid: ['100-0001', '1000001'], invalid: ['100-001'] },
  LU: { name: 'Luxembourg', valid: ['1009', 'L-1009'], invalid: ['10090'] },
  PL: { name: 'Poland', valid: ['00-950'], invalid: ['00950'] },
  ES: { name: 'Spain', valid: ['28013'], invalid: ['53001'] },
  SE: { name: 'Sweden', valid: ['114 55', '11455'], invalid: ['014 55'] },
  GB: { name: 'United Kingdom', valid: ['SW1A 1AA', 'EC1A1BB', 'M1 1AE', 'GIR 0AA'], invalid: ['SW1A 1CA', '12345'] },
};

describe('contact form rules (shared-controls §5)', () => {
  it('has postal patterns for exactly the 18 countries of the spec', () => {
    assert.deepEqual(Object.keys(POSTAL_CODE_PATTERNS).sort(), Object.keys(POSTAL_CASES).sort());
    assert.equal(Object.keys(POSTAL_CODE_PATTERNS).length, 18);
  });

  for (const [iso2, { name, valid, invalid }] of Object.entries(POSTAL_CASES)) {
    it(`${name} (${iso2}) takes ${valid.join(', ')} and refuses ${invalid.join(', ')} with 'contact.postal-code-invalid'`, () => {
      const english = findCountry(contactCountries('en-US'), name);
      assert.equal(english?.iso2, iso2, `${name} is offered under its English name`);
      for (const zip of valid) assert.equal(zipError(zip, iso2), null, `${zip} valid in ${iso2}`);
      for (const zip of invalid) assert.equal(zipError(zip, iso2), 'contact.postal-code-invalid', `${zip} invalid in ${iso2}`);
    });
  }

  it('takes any zip for the other countries, and for no country', () => {
    assert.equal(postalCodePattern('FR'), null);
    assert.equal(postalCodePattern('UA'), null);
    assert.equal(zipError('anything 42', 'FR'), null);
    assert.equal(zipError('anything 42', null), null);
  });

  it('takes an empty zip in every country', () => {
    for (const iso2 of Object.keys(POSTAL_CASES)) assert.equal(zipError('', iso2), null);
  });

  it("refuses a city over the maximum length with 'contact.city-max-length'", () => {
    assert.equal(CONTACT_MAX_LENGTH, 255);
    assert.equal(cityError('c'.repeat(255)), null);
    assert.equal(cityError('c'.repeat(256)), 'contact.city-max-length');
  });

  it("refuses a state over the maximum length with 'contact.state-max-length'", () => {
    assert.equal(stateError('s'.repeat(255)), null);
    assert.equal(stateError('s'.repeat(256)), 'contact.state-max-length');
  });

  it("refuses an invalid email with 'user.invalid-email-format' and takes an empty one", () => {
    for (const good of ['', 'a@example.com', 'first.last+tag@sub.example.co.uk']) assert.equal(emailError(good), null, good);
    for (const bad of ['plain', 'a@', '@example.com', 'a b@example.com', 'a@example', 'a@@example.com']) {
      assert.equal(emailError(bad), 'user.invalid-email-format', bad);
    }
  });

  it('gathers the error of each field', () => {
    const value = { ...normalizeContact({}), city: 'x'.repeat(256), state: 'y'.repeat(256), zip: '1', email: 'no' };
    assert.deepEqual(contactErrors(value, 'US'), {
      city: 'contact.city-max-length',
      state: 'contact.state-max-length',
      zip: 'contact.postal-code-invalid',
      email: 'user.invalid-email-format',
    });
    assert.deepEqual(contactErrors({ ...value, city: '', state: '', zip: '', email: '' }, 'US'), {});
  });

  it('offers about 250 countries named in the UI language, sorted by that name', () => {
    const english = contactCountries('en-US');
    assert.ok(english.length >= 240 && english.length <= 260, `${english.length} countries`);
    const german = contactCountries('de-DE');
    assert.equal(german.find((c) => c.iso2 === 'DE')?.name, 'Deutschland');
    assert.equal(german.find((c) => c.iso2 === 'DE')?.englishName, 'Germany');
    const names = german.map((c) => c.name);
    assert.deepEqual(names, [...names].sort(new Intl.Collator('de-DE').compare));
  });

  it('finds a stored country by code or by name, and searches names with prefixes first and without accents', () => {
    const countries = contactCountries('en-US');
    assert.equal(findCountry(countries, 'us')?.englishName, 'United States');
    assert.equal(findCountry(countries, 'germany')?.iso2, 'DE');
    assert.equal(findCountry(countries, 'Atlantis'), null);
    assert.equal(findCountry(countries, ''), null);
    const found = searchCountries(countries, 'land');
    assert.ok(found.length > 5);
    assert.ok(found.every((c) => c.name.toLowerCase().includes('land')));
    assert.equal(searchCountries(countries, 'reunion')[0]?.iso2, 'RE');
    assert.equal(searchCountries(countries, 'ger')[0]?.iso2, 'DE');
    assert.equal(searchCountries(countries, '').length, countries.length);
  });

  it('reads any stored object as strings for every field', () => {
    assert.deepEqual(normalizeContact({ city: 'Kyiv', zip: 1010, phone: null, extra: 1 }), {
      country: '',
      city: 'Kyiv',
      state: '',
      zip: '1010',
      address: '',
      address2: '',
      phone: '',
      email: '',
    });
    assert.deepEqual(normalizeContact(null), normalizeContact({}));
  });
});
