import { mdiArrowLeft, mdiViewDashboard } from '@mdi/js';
import { useStore } from '@nanostores/react';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import type { PageProps } from '../routes.js';
import { $auth } from '../session/session.js';

/** The fullscreen dashboard route until the dashboard view lands: says that dashboards open here. */
export default function DashboardFullscreen({ params }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-toolbar items-center gap-2 border-b border-border bg-surface px-2">
        {auth.forceFullscreen && (
          <button
            type="button"
            onClick={() => history.back()}
            aria-label={t('console:shell.back')}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-hover"
          >
            <Icon path={mdiArrowLeft} mirrorInRtl />
          </button>
        )}
        <h1 className="px-2 text-md font-semibold">{t('console:dashboard.dashboard')}</h1>
      </header>
      <main className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Icon path={mdiViewDashboard} size={28} />
        </span>
        <p className="font-mono text-sm text-text-muted">{params.dashboardId}</p>
        <p className="max-w-md text-text-muted">{t('console:app.dashboard-coming-soon')}</p>
      </main>
    </div>
  );
}
