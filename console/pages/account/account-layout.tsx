import type { ReactNode } from 'react';
import { Button, Callout } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';

/** The frame of the profile and security pages: a heading over a column of cards. */
export function AccountPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <h1 className="text-xl font-semibold text-text">{title}</h1>
        <p className="mt-1 text-base text-text-muted">{description}</p>
      </header>
      {children}
    </div>
  );
}

/** Props of {@link AccountCard}. */
export interface AccountCardProps {
  /** Heading of the card. */
  title: string;
  /** Text under the heading. */
  description?: ReactNode;
  /** Controls on the heading's line (a status badge). */
  aside?: ReactNode;
  /** Actions along the card's bottom edge. */
  footer?: ReactNode;
  children: ReactNode;
}

/** One section of an account page. */
export function AccountCard({ title, description, aside, footer, children }: AccountCardProps) {
  return (
    <section className="rounded-card border border-border bg-surface shadow-card">
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <h2 className="text-md font-semibold text-text">{title}</h2>
            {description && <p className="mt-0.5 text-sm text-text-muted">{description}</p>}
          </div>
          {aside && <div className="shrink-0">{aside}</div>}
        </div>
        {children}
      </div>
      {footer && <div className="flex flex-wrap items-center justify-end gap-2.5 border-t border-border px-5 py-3 sm:px-6">{footer}</div>}
    </section>
  );
}

/** A block of placeholder bars shown while a card's data loads. */
export function CardSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <div className="h-3 w-24 animate-pulse rounded bg-surface-hover" />
          <div className="h-control w-full animate-pulse rounded-control bg-surface-hover" />
        </div>
      ))}
    </div>
  );
}

/** What failed to load, with a Retry button. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useConsoleText();
  return (
    <Callout>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{message}</span>
        <Button onClick={onRetry}>{t('shell.retry')}</Button>
      </div>
    </Callout>
  );
}
