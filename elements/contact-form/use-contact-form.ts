import { useState } from 'react';
import { contactErrors, normalizeContact, type ContactCountry, type ContactValue } from './contact-form.logic.js';

/** What a contact form reports on every edit: all its fields and whether every one of them is valid. */
export interface ContactChange {
  value: ContactValue;
  valid: boolean;
}

interface ContactState {
  /** The host's value this state started from, and the value last reported (which the host may hand back). */
  source: string;
  reported: string;
  value: ContactValue;
  /** The fields whose error is shown: left after an edit, or holding a stored value. */
  shown: ReadonlySet<keyof ContactValue>;
  phoneValid: boolean;
}

function startFrom(raw: unknown): ContactState {
  const value = normalizeContact(raw);
  const key = JSON.stringify(value);
  const stored = (Object.keys(value) as Array<keyof ContactValue>).filter((field) => value[field] !== '');
  return { source: key, reported: key, value, shown: new Set(stored), phoneValid: true };
}

/** The state and edits of a contact form; restarts when the host gives a value other than the one last reported. */
export function useContactForm(raw: unknown, find: (stored: string) => ContactCountry | null, onChange?: (change: ContactChange) => void) {
  const [state, setState] = useState(() => startFrom(raw));
  let current = state;
  const incoming = JSON.stringify(normalizeContact(raw));
  if (incoming !== state.source && incoming !== state.reported) {
    current = startFrom(raw);
    setState(current);
  }
  const country = find(current.value.country);
  const errors = contactErrors(current.value, country?.iso2 ?? null);

  const commit = (next: ContactState) => {
    const nextErrors = contactErrors(next.value, find(next.value.country)?.iso2 ?? null);
    const reported = JSON.stringify(next.value);
    setState({ ...next, reported });
    onChange?.({ value: { ...next.value }, valid: next.phoneValid && Object.keys(nextErrors).length === 0 });
  };

  return {
    value: current.value,
    country,
    errors,
    /** Whether a field's error is shown now. */
    isShown: (field: keyof ContactValue) => current.shown.has(field),
    /** A person typed in a field. */
    edit(field: Exclude<keyof ContactValue, 'country' | 'phone'>, text: string) {
      commit({ ...current, value: { ...current.value, [field]: text } });
    },
    /** A person picked or cleared the country: a zip already typed is checked against the new one at once. */
    pickCountry(picked: ContactCountry | null) {
      const shown = new Set(current.shown);
      if (current.value.zip !== '') shown.add('zip');
      commit({ ...current, shown, value: { ...current.value, country: picked?.englishName ?? '' } });
    },
    /** The phone input reported its value ('' when empty or invalid) and validity. */
    phone(value: string, valid: boolean) {
      commit({ ...current, phoneValid: valid, value: { ...current.value, phone: value } });
    },
    /** A person left a field: its error shows from now on. */
    leave(field: keyof ContactValue) {
      if (!current.shown.has(field)) setState({ ...current, shown: new Set([...current.shown, field]) });
    },
  };
}
