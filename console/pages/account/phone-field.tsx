import { useState } from 'react';
import { leftForAction, TextField } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';

const E164 = /^\+[1-9]\d{1,14}$/;

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** Visible label. */
  label: string;
  /** The number, international format. */
  value: string;
  /** Called with the typed value and whether it is empty or a well-formed international number. */
  onValueChange: (value: string, valid: boolean) => void;
  /** Disables the input. */
  disabled?: boolean;
}

/** An international phone number field (+ then up to 15 digits); shows its error once left. */
export function PhoneField({ label, value, onValueChange, disabled }: PhoneFieldProps) {
  const t = useConsoleText();
  const [left, setLeft] = useState(false);
  const valid = value.trim() === '' || E164.test(value.replace(/[\s-]/g, ''));
  return (
    <TextField
      label={label}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      dir="ltr"
      hint={t('user.phone-hint')}
      value={value}
      onValueChange={(next) => onValueChange(next, next.trim() === '' || E164.test(next.replace(/[\s-]/g, '')))}
      onBlur={(e) => !leftForAction(e) && setLeft(true)}
      error={left && !valid ? t('phone-input.phone-input-validation') : null}
      disabled={disabled}
    />
  );
}
