import { useEffect, useState } from 'react';
import { mdiDeleteOutline } from '@mdi/js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { client } from '../../session/session.js';
import { notifySuccess } from '../../shell/notify.js';
import { useConsoleText } from '../auth/use-text.js';
import { DataTable, KeyCell, RowAction, TimeCell } from './data-table.js';
import { mergeLatest, withoutKey, type LatestValue } from './latest-values.logic.js';
import type { DetailsEntity, LiveChannel } from './live-channel.js';

/** Props of {@link TelemetryTab}. */
export interface TelemetryTabProps {
  /** The entity whose latest telemetry is shown. */
  entity: DetailsEntity;
  /** Whether the signed-in person may delete a key's values. */
  canDelete: boolean;
  /** The realtime channel the values arrive through. */
  realtime: LiveChannel;
}

/**
 * The latest telemetry of an entity: each key with its newest value and time, updated live through the
 * realtime channel's timeseries subscription; tenant administrators delete a key's values after confirming.
 */
export function TelemetryTab({ entity, canDelete, realtime }: TelemetryTabProps) {
  const t = useConsoleText();
  const [values, setValues] = useState<LatestValue[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setValues(null);
    setFailed(false);
    const subscription = realtime.subscribeTimeseries({
      entityType: entity.entityType,
      entityId: entity.id,
      onData: (data) => setValues((current) => mergeLatest(current ?? [], data)),
      onError: () => setFailed(true),
    });
    return () => subscription.unsubscribe();
  }, [entity, realtime, attempt]);

  const remove = async (key: string) => {
    const confirmed = await showConfirm({
      title: t('telemetry.delete-title', { key }),
      message: t('telemetry.delete-text'),
      ok: t('telemetry.delete'),
    });
    if (!confirmed) return;
    const { response } = await client.DELETE('/api/plugins/telemetry/{entityType}/{entityId}/timeseries/delete', {
      params: { path: { entityType: entity.entityType, entityId: entity.id }, query: { keys: key, deleteAllDataForKeys: true } },
    });
    if (!response.ok) return;
    setValues((current) => withoutKey(current ?? [], key));
    notifySuccess(t('telemetry.deleted', { key }));
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm text-text-muted">
        <span aria-hidden="true" className="size-2 rounded-full bg-success motion-safe:animate-pulse" />
        {t('telemetry.live-hint')}
      </p>
      <DataTable
        label={t('telemetry.latest-telemetry')}
        columns={[t('attribute.key'), t('attribute.value'), t('attribute.last-update')]}
        hideOnNarrow={[2]}
        actions={canDelete ? t('attribute.actions') : undefined}
        loading={values === null && !failed}
        failed={failed && values === null ? { message: t('telemetry.load-failed'), retry: () => setAttempt((n) => n + 1) } : undefined}
        empty={t('telemetry.no-telemetry')}
        rows={(values ?? []).map((entry) => ({
          id: entry.key,
          cells: [
            <KeyCell key="k" name={entry.key} ts={entry.ts} />,
            <span key="v" dir="auto" className="font-mono text-sm break-all" data-key={entry.key}>
              {entry.value}
            </span>,
            <TimeCell key="t" ts={entry.ts} />,
          ],
          actions: canDelete ? <RowAction label={t('telemetry.delete-named', { key: entry.key })} icon={mdiDeleteOutline} danger onClick={() => void remove(entry.key)} /> : undefined,
        }))}
      />
    </div>
  );
}
