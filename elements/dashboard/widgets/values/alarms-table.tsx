// alarm_widgets.alarms_table: the alarms of the alarm source with their severity colour, status, originator and
// times; sortable, searchable, and a row click runs the widget's rowClick action with the alarm's originator.
import { useMemo } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import type { AlarmData } from '../../../../sdk/realtime/messages.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { SEVERITY_BG, alarmColumns, alarmRows } from './alarms-table.logic.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { booleanSetting, textSetting } from './layout.logic.js';
import { parseSortOrder, type TableRow } from './table.logic.js';
import { ValueTable } from './value-table.js';
import { WidgetMessage, hasAction } from './view-parts.js';

await registerWidgetsLocales();

/** A severity as a dot of its colour before its name: colour and word together. */
function SeverityBadge({ alarm, text }: { alarm: AlarmData; text: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-2 rounded-full border border-border px-2.5 py-0.5 text-sm font-medium text-text" data-severity={alarm.severity}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${SEVERITY_BG[alarm.severity] ?? 'bg-border-strong'}`} />
      <span className="truncate">{text}</span>
    </span>
  );
}

/** The alarms table widget. */
export default function AlarmsTable(props: WidgetViewProps) {
  const { data, settings, widget, onAction } = props;
  const t = useTranslate();
  const keys = widget.config.alarmSource?.dataKeys;
  const columns = useMemo(() => alarmColumns(keys, t), [keys, t]);
  const rows = useMemo(() => alarmRows(data.alarms, columns, t), [data.alarms, columns, t]);
  if (data.status === 'error') return <WidgetMessage data={data} />;
  const severityColumn = columns.findIndex((c) => c.id === 'severity');
  const renderCell = (row: TableRow<AlarmData>, index: number) =>
    index === severityColumn ? <SeverityBadge alarm={row.source} text={row.cells[index]!.text} /> : undefined;
  const originator = (alarm: AlarmData) => ({ entityType: alarm.originator.entityType, id: alarm.originator.id, name: alarm.originatorName ?? '', label: '' });
  return (
    <ValueTable
      label={textSetting(settings, 'alarmsTitle') || widget.title || t('widgets:alarm.alarms')}
      columns={columns}
      rows={rows}
      initialSort={parseSortOrder(textSetting(settings, 'defaultSortOrder', '-createdTime'), columns)}
      searchable={booleanSetting(settings, 'enableSearch', true)}
      renderCell={renderCell}
      onRowClick={hasAction(widget, 'rowClick') ? (row) => onAction({ sourceId: 'rowClick', entity: originator(row.source) }) : undefined}
      rowLabel={(row) => t('widgets:table.open-row', { name: `${row.source.type} (${row.source.originatorName ?? row.source.originator.id})` })}
      empty="widgets:alarm.no-alarms"
    />
  );
}
