import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { mdiAlertCircleOutline } from '@mdi/js';
import { useStore } from '@nanostores/react';
import { Icon } from '../../core/icon.js';
import { $language, directionOf, setLanguage, useTranslate } from '../../core/i18n.js';
import { KitRootProvider, useKitRoot } from '../../core/kit-root.js';
import { $toasts } from '../../toast/toast.store.js';
import { SandboxUrlProvider } from '../widgets/custom/sandbox-url.js';
import type { EmbedFailure } from './load-dashboard.js';

/** Props of {@link EmbedFrame}. */
export interface EmbedFrameProps {
  /** `light` or `dark`; anything else follows the reader's system setting. */
  theme?: string | null;
  /** Language of the kit on this page (`de_DE`, `fa_IR` …); switches every element of the page. */
  lang?: string | null;
  /** Where this element's custom widgets load their sandbox page from; absent, the page-wide setting. */
  sandboxUrl?: string | null;
  children: ReactNode;
}

let lastToastTarget = 0;

/** The toasts' view, loaded when an element first shows one. */
const ToastHost = lazy(() => import('../../toast/toast.js').then((m) => ({ default: m.ToastHost })));

/**
 * The root inside an embedding element: its theme for `dark:` styles, the language and its writing
 * direction, and every inherited text property set again, so that the host page's `!important` rules on
 * the element itself (fonts, colours, spacing, case) do not reach the dashboard; popups, dialogs and the
 * toasts its widgets raise (a toast target of its own, shown over the element's visible box) render
 * inside it too, so they get the same theme, direction and text settings.
 */
export function EmbedFrame({ theme, lang, sandboxUrl, children }: EmbedFrameProps) {
  const language = useStore($language);
  useEffect(() => {
    if (lang) void setLanguage(lang);
  }, [lang]);
  const dataTheme = theme === 'dark' || theme === 'light' ? theme : undefined;
  const outer = useKitRoot();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [toastTarget] = useState(() => `tb-embed-${++lastToastTarget}`);
  const toasting = useStore($toasts).some((toast) => toast.target === toastTarget);
  return (
    <div ref={setRoot} data-theme={dataTheme} lang={language.replace('_', '-')} dir={directionOf(language)} className="flex h-full min-h-0 w-full flex-col bg-surface-sunken text-start font-sans text-base font-normal tracking-normal normal-case not-italic whitespace-normal text-text">
      <KitRootProvider value={{ portalTarget: root ?? outer.portalTarget, host: outer.host, toastTarget }}>
        <SandboxUrlProvider value={sandboxUrl ?? null}>{children}</SandboxUrlProvider>
        {root && toasting && (
          <Suspense fallback={null}>
            <ToastHost target={toastTarget} boundary={root} />
          </Suspense>
        )}
      </KitRootProvider>
    </div>
  );
}

/** Props of {@link EmbedProblem}. */
export interface EmbedProblemProps {
  title: string;
  failure: EmbedFailure;
  onRetry?: () => void;
}

/** What an element shows instead of a dashboard or widget it could not load: never a blank. */
export function EmbedProblem({ title, failure, onRetry }: EmbedProblemProps) {
  const t = useTranslate();
  return (
    <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger">
        <Icon path={mdiAlertCircleOutline} size={22} />
      </span>
      <p className="text-base font-medium text-text">{title}</p>
      <p className="max-w-md break-words text-sm text-text-muted">{t(failure.key, failure.values)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="inline-flex h-control items-center justify-center rounded-control border border-border bg-surface px-4 text-base font-medium text-text hover:bg-surface-hover">
          {t('dashboard:page.retry')}
        </button>
      )}
    </div>
  );
}
