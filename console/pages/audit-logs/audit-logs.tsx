import { useState } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { TimeWindow } from '../../../elements/time-window/time-window.js';
import type { PageProps } from '../../routes.js';
import { SimpleListPage } from '../entity-list/simple-list-page.js';
import { AUDIT_LOG_COLUMNS, AUDIT_LOGS_PATH, auditPeriod, DEFAULT_AUDIT_TIMEWINDOW } from './audit-logs.logic.js';

/** The audit logs of a tenant administrator within a time window (the last day until changed), newest first. */
export default function AuditLogsPage({ route }: PageProps) {
  const t = useTranslate();
  const [timewindow, setTimewindow] = useState<unknown>(DEFAULT_AUDIT_TIMEWINDOW);
  const [period, setPeriod] = useState(() => auditPeriod(DEFAULT_AUDIT_TIMEWINDOW, Date.now()));
  return (
    <SimpleListPage
      title={t(`console:${route.title ?? 'audit-log.audit-logs'}`)}
      path={AUDIT_LOGS_PATH}
      query={period}
      columns={AUDIT_LOG_COLUMNS}
      messages="audit-logs"
      filters={
        <TimeWindow
          value={timewindow}
          historyOnly
          hideAggregation
          hideAggInterval
          onChange={(next) => {
            setTimewindow(next);
            setPeriod(auditPeriod(next, Date.now()));
          }}
        />
      }
    />
  );
}
