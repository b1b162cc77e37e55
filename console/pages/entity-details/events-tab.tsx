import { useCallback } from 'react';
import { client } from '../../session/session.js';
import { SelectField } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import { DataTable, TimeCell } from './data-table.js';
import { ENTITY_EVENT_TYPES, EVENT_COLUMNS, eventField, eventPageQuery, type EntityEventType, type EventRecord } from './events.logic.js';
import type { DetailsEntity } from './live-channel.js';
import { LoadMore } from './load-more.js';
import { usePagedList } from './use-paged-list.js';

/** Props of {@link EventsTab}. */
export interface EventsTabProps {
  /** The entity whose events are listed. */
  entity: DetailsEntity;
  /** The tenant the events belong to (the server asks for it). */
  tenantId: string;
  /** The event type shown. */
  eventType: EntityEventType;
  /** Called when a person picks another event type. */
  onEventType: (type: EntityEventType) => void;
}

/** The events of an entity of one type (lifecycle, errors, statistics), newest first, paged with "load more". */
export function EventsTab({ entity, tenantId, eventType, onEventType }: EventsTabProps) {
  const t = useConsoleText();
  const fetchPage = useCallback(
    async (page: number) =>
      (
        await client.with({ ignoreErrors: true }).GET('/api/events/{entityType}/{entityId}/{eventType}', {
          params: { path: { entityType: entity.entityType, entityId: entity.id, eventType }, query: eventPageQuery(tenantId, page) },
        })
      ).data,
    [entity, tenantId, eventType],
  );
  const list = usePagedList<EventRecord>(fetchPage);
  const fields = EVENT_COLUMNS[eventType];
  const cell = (event: EventRecord, field: string) => {
    const value = eventField(event.body, field);
    const text = 'key' in value ? t(value.key) : value.text;
    const code = field === 'error' || field === 'method';
    return (
      <span key={field} dir="auto" className={`break-words ${code ? 'line-clamp-3 font-mono text-xs break-all text-text-muted' : 'text-sm'}`}>
        {text}
      </span>
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="w-full sm:w-64">
        <SelectField label={t('details:event.type')} value={eventType} onValueChange={(value) => onEventType(value as EntityEventType)} options={ENTITY_EVENT_TYPES.map((value) => ({ value, label: t(`details:event.type-${value}`) }))} />
      </div>
      <DataTable
        label={t('details:tab.events')}
        columns={[t('details:event.time'), ...fields.map((field) => t(`details:event.${field}`))]}
        hideOnNarrow={[1]}
        loading={list.items === null && !list.failed}
        failed={list.failed && list.items === null ? { message: t('details:event.load-failed'), retry: list.reload } : undefined}
        empty={t('details:event.none')}
        rows={(list.items ?? []).map((event, index) => ({
          id: event.id?.id ?? String(index),
          cells: [<TimeCell key="time" ts={event.createdTime ?? 0} />, ...fields.map((field) => cell(event, field))],
        }))}
      />
      <LoadMore list={list} failedText={t('details:event.load-failed')} />
    </div>
  );
}
