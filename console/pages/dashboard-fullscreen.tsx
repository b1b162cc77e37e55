import { mdiArrowLeft } from '@mdi/js';
import { useStore } from '@nanostores/react';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import { registerDashboardLocales } from '../../elements/dashboard/i18n/index.js';
import type { PageProps } from '../routes.js';
import { $auth } from '../session/session.js';
import { DashboardPage } from './dashboards/dashboard-page.js';
import { fullscreenDashboardPath } from './dashboards/dashboard-page.logic.js';

await registerDashboardLocales();

/**
 * A dashboard fullscreen (`/dashboard/:dashboardId`), honouring the `state`, `hideToolbar` and `embedded`
 * query parameters; users held to their default dashboard get a back button.
 */
export default function DashboardFullscreen({ params, search }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const back = auth.forceFullscreen ? (
    <button
      type="button"
      onClick={() => history.back()}
      aria-label={t('console:shell.back')}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-surface-hover"
    >
      <Icon path={mdiArrowLeft} mirrorInRtl />
    </button>
  ) : undefined;
  return (
    <main className="flex min-h-dvh flex-col bg-surface-sunken">
      <DashboardPage dashboardId={params.dashboardId ?? ''} search={search} pathOf={fullscreenDashboardPath} fullscreen toolbarStart={back} />
    </main>
  );
}
