import { useEffect, useState, type ReactNode } from 'react';
import { atom } from 'nanostores';
import { mdiChevronLeft, mdiHexagonMultiple } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useConsoleText } from './use-text.js';
import { LoadingBar } from '../../../elements/loading-bar/loading-bar.js';

/** Props of {@link AuthLayout}. */
export interface AuthLayoutProps {
  /** Heading of the card. */
  title: string;
  /** Text under the heading. */
  subtitle?: ReactNode;
  /** Shows a back chevron before the title that calls this. */
  onBack?: () => void;
  /** Accessible name of the back chevron. */
  backLabel?: string;
  /** Shows the progress bar along the card's top edge. */
  loading?: boolean;
  /** Content under the card (links back to sign-in). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The sign-in pages' frame: the product mark over one card centred on the sunken surface, 450 px wide from the small breakpoint. */
export function AuthLayout({ title, subtitle, onBack, backLabel, loading = false, footer, children }: AuthLayoutProps) {
  const t = useConsoleText();
  const [$busy] = useState(() => atom(0));
  useEffect(() => $busy.set(loading ? 1 : 0), [loading, $busy]);
  return (
    <main className="flex min-h-dvh flex-col items-center bg-surface-sunken px-4 py-8 text-text sm:justify-center sm:py-12">
      <div className="w-full sm:w-[450px]">
        <p className="mb-6 flex items-center justify-center gap-2.5 text-lg font-semibold text-text">
          <span className="flex size-9 items-center justify-center rounded-control bg-accent text-accent-contrast">
            <Icon path={mdiHexagonMultiple} size={22} />
          </span>
          <span>{t('app.title')}</span>
        </p>
        <section aria-labelledby="auth-card-title" aria-busy={loading} className="relative overflow-hidden rounded-card border border-border bg-surface shadow-card">
          <div className="absolute inset-x-0 top-0">
            <LoadingBar inline count={$busy} />
          </div>
          <div className="px-5 py-7 sm:px-8 sm:py-8">
            <header className="mb-6">
              <div className="flex items-center gap-1">
                {onBack && (
                  <button
                    type="button"
                    onClick={onBack}
                    aria-label={backLabel ?? t('login.back')}
                    title={backLabel ?? t('login.back')}
                    className="-ms-2 inline-flex size-9 shrink-0 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text"
                  >
                    <Icon path={mdiChevronLeft} size={24} mirrorInRtl />
                  </button>
                )}
                <h1 id="auth-card-title" className="text-lg font-semibold text-text">
                  {title}
                </h1>
              </div>
              {subtitle && <div className="mt-1.5 text-base text-text-muted">{subtitle}</div>}
            </header>
            {children}
          </div>
        </section>
        {footer && <div className="mt-5 text-center text-sm text-text-muted">{footer}</div>}
      </div>
    </main>
  );
}
