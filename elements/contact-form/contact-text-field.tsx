import { useId } from 'react';
import { mdiAlertCircle } from '@mdi/js';
import { Icon } from '../core/icon.js';

/** Props of {@link ContactTextField}. */
export interface ContactTextFieldProps {
  /** The field's name, used as its `part` (`city-field` …) and its autocomplete token's owner. */
  name: string;
  label: string;
  value: string;
  /** The autocomplete token (address-level2, postal-code …). */
  autoComplete: string;
  type?: 'text' | 'email';
  disabled: boolean;
  /** The error shown under the field (already translated), or null. */
  error: string | null;
  onInput: (text: string) => void;
  onLeave: () => void;
}

const INPUT =
  'h-control w-full min-w-0 rounded-control border bg-surface px-3 text-start text-base text-text placeholder:text-text-muted transition-colors duration-fast focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted';

/** One labelled text field of the contact form, with its error under it; what is typed is never cut. */
export function ContactTextField({ name, label, value, autoComplete, type = 'text', disabled, error, onInput, onLeave }: ContactTextFieldProps) {
  const id = useId();
  return (
    <div part={`${name}-field`} className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} part="label" className="text-sm font-medium text-text">
        {label}
      </label>
      <input
        id={id}
        part="input"
        name={name}
        type={type}
        dir="auto"
        autoComplete={autoComplete}
        spellCheck={false}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onInput(event.target.value)}
        onBlur={onLeave}
        className={`${INPUT} ${error ? 'border-danger' : 'border-border hover:border-border-strong'}`}
      />
      {error && (
        <p id={`${id}-error`} part="error" className="flex items-start gap-1 text-sm text-danger">
          <Icon path={mdiAlertCircle} size={16} className="mt-px shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
