import { useMemo } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { registerDashboardLocales } from '../../../elements/dashboard/i18n/index.js';
import { normaliseDashboard } from '../../../elements/dashboard/model/normalise.logic.js';
import { DashboardView } from '../../../elements/dashboard/view/dashboard-view.js';
import type { PageProps } from '../../routes.js';
import { client } from '../../session/session.js';
import { registerListsLocales } from '../entity-list/i18n/index.js';
import { apiUsageDashboard } from './api-usage.logic.js';

await Promise.all([registerDashboardLocales(), registerListsLocales()]);

/** The tenant's API usage: the month's total of each counter and the last day's counts per hour, live. */
export default function ApiUsagePage({ route }: PageProps) {
  const t = useTranslate();
  const dashboard = useMemo(() => normaliseDashboard(apiUsageDashboard(t)).dashboard, [t]);
  return (
    <section className="flex min-h-full flex-col">
      <h1 className="sr-only">{t(`console:${route.title ?? 'api-usage.api-usage'}`)}</h1>
      <DashboardView dashboard={dashboard} client={client} channel={client.realtime} hideToolbar embedded />
    </section>
  );
}
