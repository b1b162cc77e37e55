import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiCodeJson, mdiRefresh } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { TimeWindow } from '../../../elements/time-window/time-window.js';
import { client } from '../../session/session.js';
import { auditPeriod, DEFAULT_AUDIT_TIMEWINDOW } from '../audit-logs/audit-logs.logic.js';
import { Button } from '../auth/form-controls.js';
import { DataTable, RowAction, TimeCell } from '../entity-details/data-table.js';
import { LoadMore } from '../entity-details/load-more.js';
import { usePagedList } from '../entity-details/use-paged-list.js';
import {
  EDGE_EVENT_STATUS_CLASS, edgeEventsQuery, edgeEventStatus, eventBodyText, hasEventBody, QUEUE_START_TS_KEY, queueStartTsOf, type EdgeEventRecord,
} from './edge-events.logic.js';
import { $edgeSyncs } from './edge-sync.js';

/** Reads one page of an edge's events; the first page also reads the edge's queue start time, from which statuses follow. */
async function readEvents(edgeId: string, page: number, period: { startTime: number; endTime: number }) {
  const api = client.with({ ignoreErrors: true });
  const [events, attributes] = await Promise.all([
    api.GET('/api/edge/{edgeId}/events', { params: { path: { edgeId }, query: edgeEventsQuery(page, period) } }),
    page === 0
      ? api.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/attributes/{scope}', {
          params: { path: { entityType: 'EDGE', entityId: edgeId, scope: 'SERVER_SCOPE' }, query: { keys: QUEUE_START_TS_KEY } },
        })
      : undefined,
  ]);
  return { page: events.data, queueStartTs: attributes ? queueStartTsOf(attributes.data) : undefined };
}

/** The body of one event as formatted JSON text in a dialog (never markup). */
function EventBodyDialog({ event, onClose }: { event: EdgeEventRecord; onClose: () => void }) {
  const t = useTranslate();
  return (
    <KitDialog open closeButton size="lg" title={t('edges:events.body-title', { type: event.type ?? '', action: event.action ?? '' })} onDismiss={onClose} actions={<Button onClick={onClose}>{t('kit:action.close')}</Button>}>
      <pre dir="ltr" tabIndex={0} className="overflow-auto rounded-control border border-border bg-surface-sunken px-3 py-2.5 font-mono text-sm whitespace-pre-wrap break-all text-text">
        {eventBodyText(event.body)}
      </pre>
    </KitDialog>
  );
}

/**
 * An edge's events (console-core §3, §7) within a time window (the last day until changed), newest first, paged
 * with "load more": time, type, action, entity id and status (PENDING grey, DEPLOYED black, always as a word),
 * and each body as formatted JSON. Reads again after the edge was synced from the page's header.
 */
export function EdgeEventsTab({ edgeId }: { edgeId: string }) {
  const t = useTranslate();
  const [timewindow, setTimewindow] = useState<unknown>(DEFAULT_AUDIT_TIMEWINDOW);
  const [period, setPeriod] = useState(() => auditPeriod(DEFAULT_AUDIT_TIMEWINDOW, Date.now()));
  const [queueStartTs, setQueueStartTs] = useState<number | null>(null);
  const [viewed, setViewed] = useState<EdgeEventRecord | null>(null);
  const syncs = useStore($edgeSyncs)[edgeId] ?? 0;
  const refresh = useCallback(() => setPeriod(auditPeriod(timewindow, Date.now())), [timewindow]);
  const seenSyncs = useRef(syncs);
  useEffect(() => {
    if (seenSyncs.current === syncs) return;
    seenSyncs.current = syncs;
    refresh();
  }, [syncs, refresh]);
  const fetchPage = useCallback(
    async (page: number) => {
      const answer = await readEvents(edgeId, page, period);
      if (answer.queueStartTs !== undefined) setQueueStartTs(answer.queueStartTs);
      return answer.page;
    },
    [edgeId, period],
  );
  const list = usePagedList<EdgeEventRecord>(fetchPage);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
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
        <Button onClick={refresh} className="ms-auto">
          <Icon path={mdiRefresh} size={18} />
          {t('edges:events.refresh')}
        </Button>
      </div>
      <DataTable
        label={t('edges:events.title')}
        columns={[t('edges:events.time'), t('edges:events.type'), t('edges:events.action'), t('edges:events.entity-id'), t('edges:events.status')]}
        hideOnNarrow={[0, 2, 3]}
        actions={t('edges:events.actions')}
        loading={list.items === null && !list.failed}
        failed={list.failed && list.items === null ? { message: t('edges:events.load-failed'), retry: list.reload } : undefined}
        empty={t('edges:events.none')}
        rows={(list.items ?? []).map((event, index) => {
          const status = edgeEventStatus(event.createdTime, queueStartTs);
          return {
            id: event.id?.id ?? String(index),
            cells: [
              // Every cell a block of small text, so the monospace and the plain cells share one line height and line up.
              <span key="time" className="block text-sm">
                <TimeCell ts={event.createdTime ?? 0} />
              </span>,
              <span key="type" className="block">
                <span className="block font-mono text-sm break-all text-text">{event.type}</span>
                <span className="mt-0.5 flex flex-col gap-0.5 text-sm sm:hidden">
                  <span className="font-mono text-sm break-all text-text">{event.action}</span>
                  <TimeCell ts={event.createdTime ?? 0} />
                  {event.entityId && (
                    <span dir="ltr" className="font-mono text-xs break-all text-text-muted">
                      {event.entityId}
                    </span>
                  )}
                </span>
              </span>,
              <span key="action" className="block font-mono text-sm break-all text-text">
                {event.action}
              </span>,
              <span key="entity" dir="ltr" className="block font-mono text-xs break-all text-text-muted">
                {event.entityId ?? ''}
              </span>,
              <span key="status" data-status={status} className={`block text-sm whitespace-nowrap ${EDGE_EVENT_STATUS_CLASS[status]}`}>
                {t(`edges:events.status-${status}`)}
              </span>,
            ],
            actions: hasEventBody(event) ? <RowAction label={t('edges:events.view-body', { type: event.type ?? '', action: event.action ?? '' })} icon={mdiCodeJson} onClick={() => setViewed(event)} /> : undefined,
          };
        })}
      />
      <LoadMore list={list} failedText={t('edges:events.load-failed')} />
      {viewed && <EventBodyDialog event={viewed} onClose={() => setViewed(null)} />}
    </div>
  );
}
