// cards.entities_table: one row per entity, one column per data key; sortable, searchable, and a row click runs
// the widget's rowClick action with the row's entity.
import { useMemo } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { entityTableColumns, entityTableRows, type EntityColumnTexts } from './entities-table.logic.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { booleanSetting, textSetting } from './layout.logic.js';
import { parseSortOrder } from './table.logic.js';
import { ValueTable } from './value-table.js';
import { WidgetMessage, entityTypeName, formatContext, hasAction } from './view-parts.js';

await registerWidgetsLocales();

/** The entities table widget. */
export default function EntitiesTable(props: WidgetViewProps) {
  const { data, settings, widget, onAction } = props;
  const t = useTranslate();
  const texts: EntityColumnTexts = useMemo(
    () => ({ name: t('widgets:table.entity-name'), label: t('widgets:table.entity-label'), type: t('widgets:table.entity-type'), typeName: (type) => entityTypeName(t, type) }),
    [t],
  );
  const columns = useMemo(() => entityTableColumns(data, settings, texts), [data, settings, texts]);
  const rows = useMemo(() => entityTableRows(data, columns, formatContext(props), texts), [data, columns, texts]); // eslint-disable-line react-hooks/exhaustive-deps
  if (data.status === 'error' || data.status === 'no-data') return <WidgetMessage data={data} />;
  const clickable = hasAction(widget, 'rowClick');
  return (
    <ValueTable
      label={textSetting(settings, 'entitiesTitle') || widget.title || t('widgets:table.entity-name')}
      columns={columns}
      rows={rows}
      initialSort={parseSortOrder(textSetting(settings, 'defaultSortOrder', 'entityName'), columns)}
      searchable={booleanSetting(settings, 'enableSearch', true)}
      onRowClick={clickable ? (row) => onAction({ sourceId: 'rowClick', entity: row.source.entity }) : undefined}
      rowLabel={(row) => t('widgets:table.open-row', { name: row.source.entity?.name ?? row.source.datasourceName })}
      empty="widgets:table.no-entities"
    />
  );
}
