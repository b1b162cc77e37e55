import { useId, type TextareaHTMLAttributes } from 'react';
import { mdiAlertCircle } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { RequiredMark } from '../auth/form-controls.js';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  /** Visible label. */
  label: string;
  /** Current value. */
  value: string;
  /** Called with the new value on input. */
  onValueChange: (value: string) => void;
  /** Translated error under the field; marks it invalid. */
  error?: string | null;
  /** Help text under the field when there is no error. */
  hint?: string | null;
  /** Monospaced text (JSON). Default false. */
  code?: boolean;
  /** Marks the label with the required star. Default false. */
  requiredMark?: boolean;
}

/** A labelled multi-line text input with its error or hint underneath. */
export function TextAreaField({ label, value, onValueChange, error, hint, code = false, requiredMark = false, id, ...area }: TextAreaFieldProps) {
  const ownId = useId();
  const areaId = id ?? ownId;
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={areaId} className="text-sm font-medium text-text">
        {label}
        {requiredMark && <RequiredMark />}
      </label>
      <textarea
        {...area}
        id={areaId}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${areaId}-note` : undefined}
        className={`w-full rounded-control border bg-surface px-3 py-2 text-text hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 read-only:bg-surface-sunken disabled:bg-surface-sunken disabled:text-text-muted ${
          code ? 'font-mono text-sm' : 'text-base'
        } ${error ? 'border-danger hover:border-danger' : 'border-border'}`}
      />
      {note && (
        <p id={`${areaId}-note`} className={`flex items-start gap-1 text-sm ${error ? 'text-danger' : 'text-text-muted'}`}>
          {error && <Icon path={mdiAlertCircle} size={16} className="mt-px" />}
          <span>{note}</span>
        </p>
      )}
    </div>
  );
}
