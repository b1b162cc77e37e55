import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  callingCodePrefix,
  countryOfPhoneText,
  flagEmoji,
  initialPhoneCountry,
  isEmptyPhoneText,
  phoneCountries,
  phoneCountry,
  phoneMode,
  phoneTextOnFocus,
  PHONE_NUMBER_PATTERN,
  reportedPhoneValue,
  sanitizeLegacyText,
  sanitizePhoneText,
  swapCallingCode,
  validateLegacyText,
  validatePhoneText,
} from '../../elements/phone-input/phone-input.logic.js';
import { PHONE_INPUT } from '../../sdk/catalogues/ui.js';
import en from '../../elements/i18n/locales/en_US.js';

const REQUIRED = { code: 'required', key: 'phone-input.phone-input-required' };
const INVALID = { code: 'invalidPhoneNumber', key: 'phone-input.phone-input-validation' };

describe('phone input defaults', () => {
  it('starts in the US with the placeholder +12015550123 and at most 15 digits', () => {
    assert.deepEqual(PHONE_INPUT, { defaultCountry: 'US', placeholder: '+12015550123', maxDigits: 15, legacyMaxLength: 255 });
    assert.equal(phoneCountry(undefined), 'US');
    assert.equal(phoneCountry('zz'), 'US');
    assert.equal(phoneCountry('de'), 'DE');
  });

  it('has a message for each error key', () => {
    assert.equal(typeof en['phone-input']['phone-input-required'], 'string');
    assert.equal(typeof en['phone-input']['phone-input-validation'], 'string');
  });
});

describe('phone input mode', () => {
  it('is strict for an empty or a valid and possible international value', () => {
    assert.equal(phoneMode(''), 'strict');
    assert.equal(phoneMode(null), 'strict');
    assert.equal(phoneMode('+12015550123'), 'strict');
    assert.equal(phoneMode('+4915112345678'), 'strict');
  });

  it('is legacy (free text) for any other stored value', () => {
    assert.equal(phoneMode('201-555-0123 ext. 4'), 'legacy');
    assert.equal(phoneMode('12015550123'), 'legacy');
    assert.equal(phoneMode('+11234567890'), 'legacy');
    assert.equal(phoneMode('+44123'), 'legacy');
  });

  it('limits legacy values to 255 characters', () => {
    assert.equal(sanitizeLegacyText('x'.repeat(300)).length, 255);
    assert.equal(sanitizeLegacyText('call reception'), 'call reception');
  });
});

describe('phone input value', () => {
  it('reports only + or only the calling code as empty', () => {
    assert.equal(reportedPhoneValue('', 'US'), '');
    assert.equal(reportedPhoneValue('+', 'US'), '');
    assert.equal(reportedPhoneValue('+1', 'US'), '');
    assert.equal(reportedPhoneValue('+49', 'DE'), '');
    assert.equal(isEmptyPhoneText('+49', 'DE'), true);
    assert.equal(isEmptyPhoneText('+491', 'DE'), false);
  });

  it('reports an invalid number as empty', () => {
    assert.equal(reportedPhoneValue('+1201555', 'US'), '');
    assert.equal(reportedPhoneValue('+11234567890', 'US'), '');
  });

  it('reports a valid number in E.164 form', () => {
    assert.equal(reportedPhoneValue('+12015550123', 'US'), '+12015550123');
    assert.equal(reportedPhoneValue('+380501234567', 'UA'), '+380501234567');
  });

  it('keeps typed text to + and at most 15 digits', () => {
    assert.equal(PHONE_INPUT.maxDigits, 15);
    assert.equal(sanitizePhoneText('+1 (201) 555-0123'), '+12015550123');
    assert.equal(sanitizePhoneText('2015550123'), '+2015550123');
    assert.equal(sanitizePhoneText('+1234567890123456789'), '+123456789012345');
    assert.equal(sanitizePhoneText('+'), '+');
    assert.equal(sanitizePhoneText(''), '');
    assert.equal(sanitizePhoneText('abc'), '');
  });
});

describe('phone input validation', () => {
  it('requires a value only when required, counting only a calling code as none', () => {
    assert.deepEqual(validatePhoneText('', 'US', true), REQUIRED);
    assert.deepEqual(validatePhoneText('+1', 'US', true), REQUIRED);
    assert.equal(validatePhoneText('', 'US', false), null);
    assert.equal(validatePhoneText('+1', 'US', false), null);
    assert.deepEqual(validateLegacyText(' ', true), REQUIRED);
    assert.equal(validateLegacyText('desk 12', true), null);
  });

  it('takes +[1-9] followed by 1 to 14 digits', () => {
    assert.equal(PHONE_NUMBER_PATTERN.test('+12'), true);
    assert.equal(PHONE_NUMBER_PATTERN.test('+123456789012345'), true);
    assert.equal(PHONE_NUMBER_PATTERN.test('+1234567890123456'), false);
    assert.equal(PHONE_NUMBER_PATTERN.test('+0123'), false);
    assert.equal(PHONE_NUMBER_PATTERN.test('+1'), false);
    assert.equal(PHONE_NUMBER_PATTERN.test('12015550123'), false);
  });

  it('refuses numbers that are not valid and possible with invalidPhoneNumber', () => {
    assert.deepEqual(validatePhoneText('+1201555', 'US', false), INVALID);
    assert.deepEqual(validatePhoneText('+12005550123', 'US', false), INVALID);
    assert.deepEqual(validatePhoneText('+0123456', 'US', false), INVALID);
    assert.deepEqual(validatePhoneText('+491234', 'DE', false), INVALID);
    assert.equal(validatePhoneText('+12015550123', 'US', true), null);
    assert.equal(validatePhoneText('+447400123456', 'GB', true), null);
  });
});

describe('phone input country', () => {
  it('follows the typed number', () => {
    assert.equal(countryOfPhoneText('+380501234567', 'US'), 'UA');
    assert.equal(countryOfPhoneText('+4915112345678', 'US'), 'DE');
    assert.equal(countryOfPhoneText('+44', 'US'), 'GB');
    assert.equal(countryOfPhoneText('+1', 'CA'), 'CA');
    assert.equal(countryOfPhoneText('+1', 'DE'), 'US');
    assert.equal(countryOfPhoneText('+', 'DE'), 'DE');
  });

  it('swaps the calling-code prefix when another country is picked', () => {
    assert.equal(swapCallingCode('+12015550123', 'DE'), '+492015550123');
    assert.equal(swapCallingCode('+4915112345678', 'FR'), '+3315112345678');
    assert.equal(swapCallingCode('+1', 'UA'), '+380');
    assert.equal(swapCallingCode('', 'GB'), '+44');
    assert.equal(swapCallingCode('+380501234567890', 'US'), '+1501234567890');
  });

  it('inserts the calling code into an empty field on focus', () => {
    assert.equal(phoneTextOnFocus('', 'US'), '+1');
    assert.equal(phoneTextOnFocus('', 'UA'), '+380');
    assert.equal(phoneTextOnFocus('+4915', 'US'), '+4915');
  });

  it('starts in the stored number’s country, else the default', () => {
    assert.equal(initialPhoneCountry('+4915112345678', 'US'), 'DE');
    assert.equal(initialPhoneCountry('', 'FR'), 'FR');
    assert.equal(initialPhoneCountry('not a number', 'FR'), 'FR');
  });

  it('offers about 250 countries named in the UI language, each with its flag and dial code', () => {
    const countries = phoneCountries('en-US');
    assert.ok(countries.length >= 240 && countries.length <= 260, `${countries.length} countries`);
    assert.deepEqual(
      countries.find((c) => c.iso2 === 'US'),
      { iso2: 'US', name: 'United States', dialCode: '+1', flag: '🇺🇸' },
    );
    assert.equal(phoneCountries('de-DE').find((c) => c.iso2 === 'DE')?.name, 'Deutschland');
    assert.equal(countries[0]?.name, 'Afghanistan');
    assert.equal(flagEmoji('ua'), '🇺🇦');
    assert.equal(callingCodePrefix('UA'), '+380');
  });
});
