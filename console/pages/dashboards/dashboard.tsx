import { useState } from 'react';
import { registerDashboardLocales } from '../../../elements/dashboard/i18n/index.js';
import type { PageProps } from '../../routes.js';
import { usePageName } from '../../shell/page-name.js';
import { DashboardPage } from './dashboard-page.js';
import { dashboardPath } from './dashboard-page.logic.js';

await registerDashboardLocales();

/** A dashboard inside the console (`/dashboards/:dashboardId`): live, its title naming the breadcrumb. */
export default function DashboardInConsole({ params, search }: PageProps) {
  const dashboardId = params.dashboardId ?? '';
  const [title, setTitle] = useState<string | undefined>();
  usePageName(dashboardPath(dashboardId), title);
  return <DashboardPage dashboardId={dashboardId} search={search} pathOf={dashboardPath} onTitle={setTitle} />;
}
