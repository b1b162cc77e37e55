import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $language, useTranslate } from '../core/i18n.js';
import { PhoneInput } from '../phone-input/phone-input.js';
import { registerContactLocales } from './i18n/index.js';
import { contactCountries, findCountry, type ContactValue } from './contact-form.logic.js';
import { ContactTextField } from './contact-text-field.js';
import { CountryField } from './country-field.js';
import { useContactForm, type ContactChange } from './use-contact-form.js';

await registerContactLocales();

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The stored contact: country (English name or ISO code), city, state, zip, address, address2, phone, email. */
  value?: Partial<ContactValue> | null;
  /** Disables every field. */
  disabled?: boolean;
  /** Shows every field's error before a person has left it (the form around it was submitted); default false. */
  showErrors?: boolean;
  /** Called on every edit with all the fields and whether they are all valid. */
  onChange?: (detail: ContactChange) => void;
}

type TextFieldName = Exclude<keyof ContactValue, 'country' | 'phone'>;

const TEXT_FIELDS: Record<TextFieldName, { autoComplete: string; type?: 'email' }> = {
  city: { autoComplete: 'address-level2' },
  state: { autoComplete: 'address-level1' },
  zip: { autoComplete: 'postal-code' },
  address: { autoComplete: 'address-line1' },
  address2: { autoComplete: 'address-line2' },
  email: { autoComplete: 'email', type: 'email' },
};

/**
 * The contact fields of a tenant or customer: a searchable country, city, state, zip checked against the
 * country's postal code format, two address lines, an optional phone and an e-mail; one column when narrow.
 */
export function ContactForm({ value, disabled = false, showErrors = false, onChange }: ContactFormProps) {
  const t = useTranslate();
  const lang = useStore($language);
  const countries = useMemo(() => contactCountries(lang.replace('_', '-')), [lang]);
  const form = useContactForm(value, (stored) => findCountry(countries, stored), onChange);
  const text = (name: TextFieldName) => {
    const error = form.errors[name];
    return (
      <ContactTextField
        name={name}
        label={t(`contact:contact.${name}`)}
        value={form.value[name]}
        autoComplete={TEXT_FIELDS[name].autoComplete}
        type={TEXT_FIELDS[name].type}
        disabled={disabled}
        error={error && (showErrors || form.isShown(name)) ? t(`contact:${error}`) : null}
        onInput={(typed) => form.edit(name, typed)}
        onLeave={() => form.leave(name)}
      />
    );
  };
  return (
    <div className="@container">
      <div part="form" className="grid grid-cols-1 gap-x-4 gap-y-4 @lg:grid-cols-2">
        <div part="country-field" className="min-w-0">
          <CountryField
            countries={countries}
            selected={form.country}
            storedText={form.value.country}
            disabled={disabled}
            onPick={(country) => form.pickCountry(country)}
          />
        </div>
        {text('city')}
        {text('state')}
        {text('zip')}
        {text('address')}
        {text('address2')}
        <div part="phone-field" className="min-w-0">
          <PhoneInput value={form.value.phone} defaultCountry={form.country?.iso2} disabled={disabled} onChange={(change) => form.phone(change.value, change.valid)} />
        </div>
        {text('email')}
      </div>
    </div>
  );
}
