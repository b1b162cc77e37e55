import { useId, type ReactNode } from 'react';
import { Icon } from '../../../core/icon.js';

/** Classes of a text field of the data forms (the side panel's field look). */
export const FIELD =
  'h-control w-full min-w-0 rounded-control border border-border bg-surface px-2.5 text-base text-text placeholder:text-text-muted hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 aria-invalid:border-danger';

/** Classes of a secondary button (add, done). */
export const BUTTON =
  'inline-flex h-control items-center justify-center gap-2 self-start rounded-control border border-border bg-surface px-3 text-base font-medium text-text hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-50';

/** A labelled select of the data forms. */
export function SelectField({ label, value, options, onChange }: { label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={FIELD}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A small icon button named for assistive technology and in its tooltip. */
export function IconButton({ label, path, disabled = false, danger = false, pressed, onClick }: { label: string; path: string; disabled?: boolean; danger?: boolean; pressed?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-control hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-40 ${danger ? 'text-danger' : 'text-text-muted hover:text-text'}`}
    >
      <Icon path={path} size={18} />
    </button>
  );
}

/** A muted note of the data forms (empty states, limits, hints). */
export function Note({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className="text-sm text-text-muted">
      {children}
    </p>
  );
}

/** An error message under a field, announced when it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {children}
    </p>
  );
}
