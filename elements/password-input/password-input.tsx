import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { inputTypeFor } from './password-input.logic.js';
import { PasswordToggle } from './password-toggle.js';

/** Props of {@link PasswordInput}: those of an `<input>`, without its type. */
export type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input with a show/hide toggle at its end; the toggle is reached with Tab after the input; its ref is the input. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput({ className = '', disabled, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative flex items-center">
      <input
        {...input}
        ref={ref}
        disabled={disabled}
        type={inputTypeFor(visible)}
        spellCheck={false}
        autoCapitalize="off"
        className={`h-control w-full rounded-control border border-border bg-surface ps-3 pe-11 text-base text-text placeholder:text-text-muted hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted ${className}`}
      />
      <div className="absolute inset-y-0 end-0 flex items-center pe-1">
        <PasswordToggle visible={visible} onToggle={() => setVisible(!visible)} disabled={disabled} />
      </div>
    </div>
  );
});
