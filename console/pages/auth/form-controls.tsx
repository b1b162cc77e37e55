import { forwardRef, useId, useState, type ButtonHTMLAttributes, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { mdiAlertCircle } from '@mdi/js';
import { inputTypeFor } from '../../../elements/password-input/password-input.logic.js';
import { PasswordToggle } from '../../../elements/password-input/password-toggle.js';
import { Icon } from '../../../elements/core/icon.js';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size'> {
  /** Visible label. */
  label: string;
  /** Current value. */
  value: string;
  /** Called with the new value on input. */
  onValueChange: (value: string) => void;
  /** Translated error shown under the field; marks the input invalid. */
  error?: string | null;
  /** Help text under the field when there is no error. */
  hint?: ReactNode;
  /** Control at the end of the input (a toggle button). */
  end?: ReactNode;
  /** Taller control for sign-in cards. Default false. */
  large?: boolean;
  /** Marks the label with the required star the kit's pickers show. Default false. */
  requiredMark?: boolean;
}

/** The star after a required field's label; hidden from assistive technology, which reads the field's own required state. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-danger">
      {' *'}
    </span>
  );
}

/** A labelled text input with its error or hint underneath, wired for assistive technology; its ref is the input. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onValueChange, error, hint, end, large = false, requiredMark = false, id, className = '', ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  // With a control at its end, an input whose text picks its own direction keeps the page's direction for its
  // box, so that the room left for the control is on the side the control is drawn.
  const ownDirection = end !== undefined && input.dir === 'auto';
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-text">
        {label}
        {requiredMark && <RequiredMark />}
      </label>
      <div className="relative">
        <input
          {...input}
          dir={ownDirection ? undefined : input.dir}
          ref={ref}
          id={inputId}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[note ? noteId : '', input['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined}
          className={`${large ? 'h-row' : 'h-control'} w-full rounded-control border bg-surface px-3 text-base text-text placeholder:text-text-muted transition-colors duration-fast hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 read-only:bg-surface-sunken disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted ${end ? 'pe-11' : ''} ${ownDirection ? '[unicode-bidi:plaintext]' : ''} ${error ? 'border-danger hover:border-danger' : 'border-border'}`}
        />
        {end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
      {note && (
        <p id={noteId} className={`flex items-start gap-1 text-sm ${error ? 'text-danger' : 'text-text-muted'}`}>
          {error && <Icon path={mdiAlertCircle} size={16} className="mt-px" />}
          <span>{note}</span>
        </p>
      )}
    </div>
  );
});

/** An e-mail input: address keyboard, no capitals or spell checking, always left to right. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function EmailField(props, ref) {
  return <TextField type="email" inputMode="email" autoCapitalize="off" spellCheck={false} dir="ltr" {...props} ref={ref} />;
});

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password input with the kit's show/hide toggle at its end. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      ref={ref}
      type={inputTypeFor(visible)}
      spellCheck={false}
      autoCapitalize="off"
      end={<PasswordToggle visible={visible} onToggle={() => setVisible(!visible)} disabled={props.disabled} />}
    />
  );
});

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Look: filled accent (primary), outlined (secondary) or text only (quiet). Default secondary. */
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
  /** Taller control for sign-in cards. Default false. */
  large?: boolean;
}

const VARIANTS: Record<NonNullable<ButtonProps['variant']>, string> = {
  primary: 'bg-accent text-accent-contrast hover:bg-accent-hover border-transparent',
  secondary: 'bg-surface text-text border-border hover:bg-surface-hover',
  quiet: 'bg-transparent text-accent border-transparent hover:bg-accent-soft',
  danger: 'bg-surface text-danger border-border hover:bg-danger-soft',
};

/** A push button in one of the console's looks. */
export function Button({ variant = 'secondary', large = false, className = '', type = 'button', ...button }: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={`inline-flex ${large ? 'h-row' : 'h-control'} items-center justify-center gap-2 rounded-control border px-4 text-base font-medium transition-colors duration-fast disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${className}`}
    />
  );
}

/** An inline message box for a failure or a notice inside a form. */
export function Callout({ tone = 'danger', children }: { tone?: 'danger' | 'info' | 'success' | 'warning'; children: ReactNode }) {
  const look = {
    danger: 'border-danger/40 bg-danger-soft text-danger',
    info: 'border-info/40 bg-info-soft text-info',
    success: 'border-success/40 bg-success-soft text-success',
    warning: 'border-warning/40 bg-warning-soft text-warning',
  }[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`flex items-start gap-2 rounded-control border px-3 py-2.5 text-sm ${look}`}>
      <Icon path={mdiAlertCircle} size={18} className="mt-px" />
      <div className="min-w-0 flex-1 text-text">{children}</div>
    </div>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  /** Visible label. */
  label: string;
  /** Selected value. */
  value: string;
  /** Called with the chosen value. */
  onValueChange: (value: string) => void;
  /** Choices: value and text. */
  options: readonly { value: string; label: string }[];
  /** Help text under the field. */
  hint?: ReactNode;
  /** Disables the select. */
  disabled?: boolean;
  /** Element id; generated when absent. */
  id?: string;
}

/** A labelled native select. */
export function SelectField({ label, value, onValueChange, options, hint, disabled, id }: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-text">
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        disabled={disabled}
        onChange={(e) => onValueChange(e.target.value)}
        aria-describedby={hint ? `${selectId}-hint` : undefined}
        className="h-control w-full rounded-control border border-border bg-surface px-2.5 text-base text-text hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${selectId}-hint`} className="text-sm text-text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ label, checked, onCheckedChange, disabled }: { label: string; checked: boolean; onCheckedChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <label className={`inline-flex items-center gap-2.5 text-base text-text ${disabled ? 'cursor-not-allowed text-text-muted' : 'cursor-pointer'}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className="size-4 shrink-0 cursor-[inherit] rounded accent-accent"
      />
      {label}
    </label>
  );
}

/**
 * Whether focus left a field for a button or link: its error then waits for the press, since an error
 * appearing on blur would move the button away from under the pointer before the click lands.
 */
export function leftForAction(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return next instanceof HTMLButtonElement || next instanceof HTMLAnchorElement;
}
