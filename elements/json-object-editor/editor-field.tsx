import type { ReactNode } from 'react';
import { mdiAlertCircle } from '@mdi/js';
import { Icon } from '../core/icon.js';

/** The visible label of an editor field, with the required asterisk; a `span` (naming a group by id) when no control is given. */
export function FieldLabel({ id, htmlFor, required = false, children }: { id?: string; htmlFor?: string; required?: boolean; children: ReactNode }) {
  const content = (
    <>
      {children}
      {required && (
        <span aria-hidden="true" className="text-danger">
          {' *'}
        </span>
      )}
    </>
  );
  const look = 'text-sm font-medium text-text';
  return htmlFor ? (
    <label id={id} htmlFor={htmlFor} part="label" className={look}>
      {content}
    </label>
  ) : (
    <span id={id} part="label" className={look}>
      {content}
    </span>
  );
}

/** The line under an editor field: its error (with an icon) when there is one, else its hint; `id` names it for aria-describedby. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: string | null }) {
  if (error) {
    return (
      <p id={id} part="error" className="flex items-start gap-1 text-sm text-danger">
        <Icon path={mdiAlertCircle} size={16} className="mt-px shrink-0" />
        <span>{error}</span>
      </p>
    );
  }
  return hint ? (
    <p id={id} part="hint" className="text-xs text-text-muted">
      {hint}
    </p>
  ) : null;
}

/** Classes of a small outlined button with an icon and a text (format, add entry, choose file). */
export const SMALL_BUTTON =
  'inline-flex h-8 items-center gap-1.5 rounded-control border border-border bg-surface px-3 text-sm font-medium text-text hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50';

/** Classes of a round icon-only button (remove, clear). */
export const ICON_BUTTON =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-text-muted hover:bg-surface-hover hover:text-text focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50';
