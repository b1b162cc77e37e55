import { useId, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { CountryCode } from 'libphonenumber-js/core';
import { mdiAlertCircle, mdiChevronDown } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { $language, useTranslate } from '../core/i18n.js';
import { PHONE_INPUT } from '../../sdk/catalogues/ui.js';
import { flagEmoji, phoneCountries } from './phone-input.logic.js';
import { usePhoneField, type PhoneChange } from './use-phone-field.js';

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  /** The stored number (E.164, `+12015550123`); a stored value that is not a valid international number is edited as free text. */
  value?: string | null;
  /** Country selected while the number names none; default US. */
  defaultCountry?: string;
  /** Refuses an empty value (or only a calling code) with 'phone-input.phone-input-required'. */
  required?: boolean;
  /** Disables the field. */
  disabled?: boolean;
  /** Visible label; default the translated 'Phone'. */
  label?: string;
  /** Placeholder; default +12015550123. */
  placeholder?: string;
  /** Called on every edit with the value ('' when empty, only a calling code, or invalid), its validity and error code. */
  onChange?: (detail: PhoneChange) => void;
}

const GROUP =
  'flex h-control items-stretch rounded-control border bg-surface transition-colors duration-fast focus-within:outline-2 focus-within:-outline-offset-1 focus-within:outline-focus';

/**
 * An international phone number field with a country select (flag and calling code) that follows the typed
 * number; a stored value that is not a valid international number is kept and edited as free text.
 */
export function PhoneInput({ value, defaultCountry, required = false, disabled = false, label, placeholder = PHONE_INPUT.placeholder, onChange }: PhoneInputProps) {
  const t = useTranslate();
  const lang = useStore($language);
  const id = useId();
  const field = usePhoneField(value ?? '', defaultCountry, required, onChange);
  const countries = useMemo(() => phoneCountries(lang.replace('_', '-')), [lang]);
  const shownError = field.touched ? field.error : null;
  const strict = field.mode === 'strict';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} part="label" className="text-sm font-medium text-text">
        {label ?? t('phone-input.phone')}
      </label>
      {/* Numbers read left to right in every language, the country before them. */}
      <div
        part="field"
        dir="ltr"
        className={`${GROUP} ${shownError ? 'border-danger' : 'border-border hover:border-border-strong'} ${disabled ? 'bg-surface-sunken' : ''}`}
      >
        {strict && (
          <div className="relative flex shrink-0 items-center gap-0.5 rounded-s-control border-e border-border ps-2.5 pe-1.5 text-text-muted hover:bg-surface-hover">
            <span aria-hidden="true" className="text-md leading-none">
              {flagEmoji(field.country)}
            </span>
            <Icon path={mdiChevronDown} size={16} />
            {/* The name comes first so that typing a country's name finds it. */}
            <select
              part="country"
              aria-label={t('phone-input.country')}
              value={field.country}
              disabled={disabled}
              onChange={(event) => field.pickCountry(event.target.value as CountryCode)}
              className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            >
              {countries.map((country) => (
                <option key={country.iso2} value={country.iso2}>
                  {`${country.name} (${country.dialCode}) ${country.flag}`}
                </option>
              ))}
            </select>
          </div>
        )}
        <input
          id={id}
          part="input"
          type={strict ? 'tel' : 'text'}
          inputMode={strict ? 'tel' : undefined}
          autoComplete="tel"
          value={field.text}
          placeholder={strict ? placeholder : undefined}
          maxLength={strict ? undefined : PHONE_INPUT.legacyMaxLength}
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => field.input(event.target.value)}
          onFocus={field.focus}
          onBlur={field.blur}
          className="min-w-0 flex-1 rounded-e-control bg-transparent px-3 text-start text-base text-text outline-none placeholder:text-text-muted disabled:cursor-not-allowed disabled:text-text-muted"
        />
      </div>
      {shownError && (
        <p id={`${id}-error`} part="error" className="flex items-start gap-1 text-sm text-danger">
          <Icon path={mdiAlertCircle} size={16} className="mt-px" />
          <span>{t(shownError.key)}</span>
        </p>
      )}
    </div>
  );
}
