import type { ReactNode } from 'react';
import { mdiAlertCircleOutline, mdiArrowLeft, mdiLockOutline, mdiMagnifyClose, mdiRefresh } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { Button } from '../auth/form-controls.js';

/** Placeholder of a details page while its entity loads: a header bar, tab bar and form lines. */
export function DetailsSkeleton({ label }: { label: string }) {
  const bar = 'rounded-full bg-surface-hover motion-safe:animate-pulse';
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6 p-4 sm:p-6">
      <div className={`h-6 w-64 max-w-full ${bar}`} />
      <div className="flex gap-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className={`h-4 w-24 ${bar}`} />
        ))}
      </div>
      <div className="flex max-w-3xl flex-col gap-4 rounded-card border border-border bg-surface p-6">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-control w-full ${bar} rounded-control`} />
        ))}
      </div>
    </div>
  );
}

/** Props of {@link DetailsProblem}. */
export interface DetailsProblemProps {
  /** Which problem: the entity does not exist, the signed-in person may not see it, or loading it failed. */
  kind: 'not-found' | 'forbidden' | 'error';
  /** Heading. */
  title: string;
  /** Text under the heading (the server's message for an error). */
  text: ReactNode;
  /** The action: back to the list, or retry. */
  action: { label: string; onClick: () => void };
}

const PROBLEM_ICONS = { 'not-found': mdiMagnifyClose, forbidden: mdiLockOutline, error: mdiAlertCircleOutline } as const;

/** What a details page shows instead of its entity: not found or forbidden (with a way back), or a failed load (with retry). */
export function DetailsProblem({ kind, title, text, action }: DetailsProblemProps) {
  const error = kind === 'error';
  return (
    <div role={error ? 'alert' : undefined} className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${error ? 'bg-danger-soft text-danger' : 'bg-surface text-text-muted'}`}>
        <Icon path={PROBLEM_ICONS[kind]} size={28} />
      </span>
      <h1 className="text-lg font-semibold text-text">{title}</h1>
      <p className="max-w-md break-words text-base text-text-muted">{text}</p>
      <Button onClick={action.onClick} className="mt-2">
        <Icon path={error ? mdiRefresh : mdiArrowLeft} size={18} mirrorInRtl={!error} />
        {action.label}
      </Button>
    </div>
  );
}
