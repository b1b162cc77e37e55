import { useCallback, useEffect, useRef, useState } from 'react';
import { mdiAlarmOff, mdiCheck } from '@mdi/js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import type { AlarmSearchStatus, AlarmSeverity } from '../../../sdk/catalogues/alarms.js';
import { client } from '../../session/session.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button, SelectField } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import {
  ALARM_FILTER_KEYS,
  ALARM_FILTERS,
  ALARM_SEVERITY_BG,
  ALARM_SEVERITY_KEYS,
  ALARM_STATUS_KEYS,
  alarmActions,
  alarmListParams,
  appendPage,
  detailsText,
  withAction,
  type AlarmAction,
  type AlarmRecord,
} from './alarms.logic.js';
import { DataTable, KeyCell, RowAction, TimeCell } from './data-table.js';
import type { DetailsEntity } from './live-channel.js';

/** Props of {@link AlarmsTab}. */
export interface AlarmsTabProps {
  /** The entity whose alarms are listed. */
  entity: DetailsEntity;
  /** The status filter. */
  filter: AlarmSearchStatus;
  /** Called when a person picks another status filter. */
  onFilter: (filter: AlarmSearchStatus) => void;
  /** Whether the signed-in person may acknowledge and clear alarms. */
  canAct: boolean;
}

type Listing = { alarms: AlarmRecord[]; page: number; hasNext: boolean };

/** A severity with its colour (shared-controls §3) as a dot before its name. */
function SeverityBadge({ severity }: { severity: AlarmSeverity }) {
  const t = useConsoleText();
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap text-text" data-severity={severity}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${ALARM_SEVERITY_BG[severity]}`} />
      {t(ALARM_SEVERITY_KEYS[severity])}
    </span>
  );
}

/**
 * The alarms of an entity, newest first, filtered by status and paged with "load more"; each alarm may be
 * acknowledged while unacknowledged and cleared while active, after confirming.
 */
export function AlarmsTab({ entity, filter, onFilter, canAct }: AlarmsTabProps) {
  const t = useConsoleText();
  const [listing, setListing] = useState<Listing | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async (page: number) => {
      const request = ++latest.current;
      if (page === 0) setListing(null);
      else setLoadingMore(true);
      setFailed(false);
      const { data } = await client.with({ ignoreErrors: true }).GET('/api/alarm/{entityType}/{entityId}', { params: alarmListParams(entity, filter, page) });
      if (request !== latest.current) return;
      setLoadingMore(false);
      if (!data) {
        setFailed(true);
        return;
      }
      setListing((current) => ({ alarms: page === 0 ? data.data : appendPage(current?.alarms ?? [], data.data), page, hasNext: data.hasNext }));
    },
    [entity, filter],
  );
  useEffect(() => {
    void load(0);
  }, [load]);

  const act = async (alarm: AlarmRecord, action: AlarmAction) => {
    const alarmId = alarm.id?.id;
    if (!alarmId) return;
    const type = alarm.type;
    const confirmed = await showConfirm({
      title: t(`alarm.${action}-title`, { type }),
      message: t(`alarm.${action}-text`),
      ok: t(`alarm.${action}`),
    });
    if (!confirmed) return;
    const { response } = await client.POST(action === 'ack' ? '/api/alarm/{alarmId}/ack' : '/api/alarm/{alarmId}/clear', { params: { path: { alarmId } } });
    if (!response.ok) return;
    setListing((current) => current && { ...current, alarms: withAction(current.alarms, alarmId, action, Date.now()) });
    notifySuccess(t(action === 'ack' ? 'alarm.acked' : 'alarm.cleared', { type }));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="w-full sm:w-64">
        <SelectField
          label={t('alarm.status-filter')}
          value={filter}
          onValueChange={(value) => onFilter(value as AlarmSearchStatus)}
          options={ALARM_FILTERS.map((option) => ({ value: option, label: t(ALARM_FILTER_KEYS[option]) }))}
        />
      </div>
      <DataTable
        label={t('alarm.alarms')}
        columns={[t('alarm.created-time'), t('alarm.type'), t('alarm.severity'), t('alarm.status')]}
        hideOnNarrow={[0, 3]}
        actions={canAct ? t('alarm.actions') : undefined}
        loading={listing === null && !failed}
        failed={failed && listing === null ? { message: t('alarm.load-failed'), retry: () => void load(0) } : undefined}
        empty={t('alarm.no-alarms')}
        rows={(listing?.alarms ?? []).map((alarm) => {
          const details = detailsText(alarm.details);
          return {
            id: alarm.id?.id ?? `${alarm.type}-${alarm.createdTime ?? 0}`,
            cells: [
              <TimeCell key="c" ts={alarm.createdTime ?? 0} />,
              <span key="t" className="flex flex-col gap-0.5">
                <KeyCell name={alarm.type} ts={alarm.createdTime ?? 0} />
                {details && (
                  <span dir="auto" className="line-clamp-2 font-mono text-xs break-all text-text-muted">
                    {details}
                  </span>
                )}
              </span>,
              <span key="s" className="flex flex-col items-start gap-1">
                <SeverityBadge severity={alarm.severity} />
                <span className="text-xs text-text-muted sm:hidden">{t(ALARM_STATUS_KEYS[alarm.status])}</span>
              </span>,
              <span key="st" className="text-sm text-text" data-status={alarm.status}>
                {t(ALARM_STATUS_KEYS[alarm.status])}
              </span>,
            ],
            actions: canAct
              ? alarmActions(alarm.status).map((action) => (
                  <RowAction
                    key={action}
                    label={t(`alarm.${action}-named`, { type: alarm.type })}
                    icon={action === 'ack' ? mdiCheck : mdiAlarmOff}
                    danger={action === 'clear'}
                    onClick={() => void act(alarm, action)}
                  />
                ))
              : undefined,
          };
        })}
      />
      {failed && listing !== null && (
        <p role="alert" className="text-sm text-danger">
          {t('alarm.load-failed')}
        </p>
      )}
      {listing?.hasNext && (
        <div className="flex justify-center">
          <Button onClick={() => void load(listing.page + 1)} disabled={loadingMore}>
            {t('alarm.load-more')}
          </Button>
        </div>
      )}
    </div>
  );
}
