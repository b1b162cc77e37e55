import { useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/core';
import {
  countryOfPhoneText,
  initialPhoneCountry,
  isEmptyPhoneText,
  phoneCountry,
  phoneMode,
  phoneTextOnFocus,
  reportedPhoneValue,
  sanitizeLegacyText,
  sanitizePhoneText,
  swapCallingCode,
  validateLegacyText,
  validatePhoneText,
  type PhoneError,
  type PhoneMode,
} from './phone-input.logic.js';

/** What a phone field reports on every edit: its value ('' when empty or invalid), validity and error code. */
export interface PhoneChange {
  value: string;
  valid: boolean;
  error: PhoneError['code'] | null;
}

interface PhoneFieldState {
  /** The stored value this state started from. */
  source: string;
  /** The value last reported, which the host may hand back without restarting the field. */
  reported: string;
  mode: PhoneMode;
  text: string;
  country: CountryCode;
  touched: boolean;
}

function startFrom(value: string, defaultCountry: CountryCode): PhoneFieldState {
  const mode = phoneMode(value);
  return { source: value, reported: value, mode, text: value, country: initialPhoneCountry(value, defaultCountry), touched: false };
}

/** The state and edits of a phone field; restarts when the host gives a value other than the one last reported. */
export function usePhoneField(value: string, defaultCountryCode: string | undefined, required: boolean, onChange?: (change: PhoneChange) => void) {
  const defaultCountry = phoneCountry(defaultCountryCode);
  const [state, setState] = useState(() => startFrom(value, defaultCountry));
  let current = state;
  if (value !== state.source && value !== state.reported) {
    current = startFrom(value, defaultCountry);
    setState(current);
  }
  const error = current.mode === 'strict' ? validatePhoneText(current.text, current.country, required) : validateLegacyText(current.text, required);

  const commit = (next: PhoneFieldState) => {
    const nextError = next.mode === 'strict' ? validatePhoneText(next.text, next.country, required) : validateLegacyText(next.text, required);
    const reported = next.mode === 'strict' ? reportedPhoneValue(next.text, next.country) : next.text;
    setState({ ...next, reported });
    onChange?.({ value: reported, valid: !nextError, error: nextError?.code ?? null });
  };

  return {
    ...current,
    error,
    /** A person typed: strict text keeps `+` and 15 digits and moves the country along; legacy text keeps 255 characters. */
    input(raw: string) {
      if (current.mode === 'legacy') return commit({ ...current, text: sanitizeLegacyText(raw) });
      const text = sanitizePhoneText(raw);
      commit({ ...current, text, country: countryOfPhoneText(text, current.country) });
    },
    /** A person picked a country: its calling code replaces the one typed. */
    pickCountry(country: CountryCode) {
      commit({ ...current, country, text: swapCallingCode(current.text, country) });
    },
    /** Focus on an empty strict field puts the country's calling code in. */
    focus() {
      if (current.mode === 'strict') setState({ ...current, text: phoneTextOnFocus(current.text, current.country) });
    },
    /** Leaving the field shows its error from now on; a lone calling code is taken out again. */
    blur() {
      const clear = current.mode === 'strict' && isEmptyPhoneText(current.text, current.country);
      setState({ ...current, touched: true, text: clear ? '' : current.text });
    },
  };
}
