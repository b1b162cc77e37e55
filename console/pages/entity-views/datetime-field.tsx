import { useState } from 'react';
import { fromDatetimeInput, toDatetimeInput } from '../../../elements/time-window/datetime-period.logic.js';
import { TextField } from '../auth/form-controls.js';

/** Props of {@link DatetimeField}. */
export interface DatetimeFieldProps {
  label: string;
  /** The moment in epoch milliseconds, or null for none. */
  value: number | null;
  /** Called with the moment once a whole date and time is given, or null when the field is emptied. */
  onChange: (value: number | null) => void;
  /** Translated error under the field. */
  error?: string | null;
  /** Help text under the field when there is no error. */
  hint?: string;
  disabled?: boolean;
}

/**
 * An optional date and time to the second in the browser's time zone. A half-typed value stays as typed (the
 * browser reports it as empty) and counts as none once the field is left.
 */
export function DatetimeField({ label, value, onChange, error, hint, disabled }: DatetimeFieldProps) {
  const [typed, setTyped] = useState<{ from: number | null; text: string } | null>(null);
  const text = typed && typed.from === value ? typed.text : value === null ? '' : toDatetimeInput(value, null);
  const change = (next: string) => {
    const ms = next === '' ? null : fromDatetimeInput(next, null);
    if (ms !== null && ms !== value) {
      setTyped({ from: ms, text: next });
      onChange(ms);
    } else setTyped({ from: value, text: next });
  };
  return (
    <TextField
      label={label}
      type="datetime-local"
      step={1}
      value={text}
      onValueChange={change}
      onBlur={() => {
        if (text === '' && value !== null) onChange(null);
      }}
      error={error}
      hint={hint}
      disabled={disabled}
      className="[&_input]:tabular-nums"
    />
  );
}
