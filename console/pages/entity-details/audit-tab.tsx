import { useCallback } from 'react';
import { client } from '../../session/session.js';
import { useConsoleText } from '../auth/use-text.js';
import { auditPageQuery, failureText, type AuditRecord } from './audit.logic.js';
import { DataTable, TimeCell } from './data-table.js';
import type { DetailsEntity } from './live-channel.js';
import { LoadMore } from './load-more.js';
import { usePagedList } from './use-paged-list.js';

/** The audit logs of an entity, newest first, paged with "load more": time, action type, user, status and failure details as text. */
export function AuditTab({ entity }: { entity: DetailsEntity }) {
  const t = useConsoleText();
  const fetchPage = useCallback(
    async (page: number) =>
      (
        await client.with({ ignoreErrors: true }).GET('/api/audit/logs/entity/{entityType}/{entityId}', {
          params: { path: { entityType: entity.entityType, entityId: entity.id }, query: auditPageQuery(page) },
        })
      ).data,
    [entity],
  );
  const list = usePagedList<AuditRecord>(fetchPage);
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label={t('audit-log.audit-logs')}
        columns={[t('details:audit.time'), t('details:audit.action'), t('details:audit.user'), t('details:audit.status')]}
        hideOnNarrow={[0, 2]}
        loading={list.items === null && !list.failed}
        failed={list.failed && list.items === null ? { message: t('details:audit.load-failed'), retry: list.reload } : undefined}
        empty={t('details:audit.none')}
        rows={(list.items ?? []).map((entry, index) => {
          const failure = failureText(entry);
          return {
            id: entry.id?.id ?? String(index),
            cells: [
              <TimeCell key="c" ts={entry.createdTime ?? 0} />,
              <span key="a" className="flex flex-col gap-0.5">
                <span className="font-mono text-sm break-all text-text">{entry.actionType}</span>
                <TimeCellNarrow ts={entry.createdTime ?? 0} />
                <span dir="auto" className="text-xs text-text-muted sm:hidden">
                  {entry.userName}
                </span>
              </span>,
              <span key="u" dir="auto" className="break-words">
                {entry.userName}
              </span>,
              <span key="s" className="flex flex-col gap-0.5" data-status={entry.actionStatus}>
                <span className={`text-sm font-medium ${entry.actionStatus === 'FAILURE' ? 'text-danger' : 'text-success'}`}>
                  {t(entry.actionStatus === 'FAILURE' ? 'details:audit.failure' : 'details:audit.success')}
                </span>
                {failure && (
                  <span dir="auto" className="line-clamp-3 font-mono text-xs break-all text-text-muted" title={failure}>
                    {failure}
                  </span>
                )}
              </span>,
            ],
          };
        })}
      />
      <LoadMore list={list} failedText={t('details:audit.load-failed')} />
    </div>
  );
}

/** The entry's time under its action below the small breakpoint, where the time column is hidden. */
function TimeCellNarrow({ ts }: { ts: number }) {
  return (
    <span className="sm:hidden">
      <TimeCell ts={ts} />
    </span>
  );
}
