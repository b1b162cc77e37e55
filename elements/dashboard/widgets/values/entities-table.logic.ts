// The columns and rows of the entities table: entity name, label and type columns as the settings ask, then one
// column per data key (by label, in datasource order), one row per entity.
import type { DataKey } from '../../model/dashboard.types.js';
import type { LatestRow, WidgetData } from '../widget-contract.js';
import { columnAlign, columnWidth, type TableCell, type TableColumn, type TableRow } from './table.logic.js';
import { formatValue, keyLabel, valueText, type ValueFormatContext } from './value-format.logic.js';

/** A column of the entities table with the names a `defaultSortOrder` may call it by. */
export interface EntityTableColumn extends TableColumn {
  names: string[];
  /** The data key label of a key column. */
  keyLabel?: string;
}

/** Header texts of the entity columns and the name of each entity type (translated by the caller). */
export interface EntityColumnTexts {
  name: string;
  label: string;
  type: string;
  typeName: (entityType: string) => string;
}

const bool = (settings: Record<string, unknown>, name: string, fallback: boolean) => (typeof settings[name] === 'boolean' ? (settings[name] as boolean) : fallback);

/** Whether a data key's column is hidden by its `defaultColumnVisibility` setting. */
function hidden(key: DataKey): boolean {
  return key.settings?.defaultColumnVisibility === 'hidden';
}

/** The columns: entity name (unless `displayEntityName` is off; titled by `entityNameColumnTitle`), label and type when asked, then the shown keys. */
export function entityTableColumns(data: WidgetData, settings: Record<string, unknown>, texts: EntityColumnTexts): EntityTableColumn[] {
  const columns: EntityTableColumn[] = [];
  const nameTitle = typeof settings.entityNameColumnTitle === 'string' && settings.entityNameColumnTitle.trim() ? settings.entityNameColumnTitle : texts.name;
  if (bool(settings, 'displayEntityName', true)) columns.push({ id: 'entityName', title: nameTitle, align: 'start', names: ['name'] });
  if (bool(settings, 'displayEntityLabel', false)) columns.push({ id: 'entityLabel', title: texts.label, align: 'start', names: ['label'] });
  if (bool(settings, 'displayEntityType', false)) columns.push({ id: 'entityType', title: texts.type, align: 'start', names: ['type'] });
  const seen = new Set<string>();
  for (const row of data.latest) {
    for (const cell of row.cells) {
      const label = keyLabel(cell.key);
      if (seen.has(label) || hidden(cell.key)) continue;
      seen.add(label);
      const numeric = data.latest.some((r) => r.cells.some((c) => keyLabel(c.key) === label && formatValue(c.value, c.key).kind === 'number'));
      columns.push({
        id: `key:${label}`, title: label, keyLabel: label, names: [label, cell.key.name],
        align: columnAlign(cell.key.settings?.columnAlign, numeric), width: columnWidth(cell.key.settings?.columnWidth),
      });
    }
  }
  return columns;
}

function entityCell(column: EntityTableColumn, row: LatestRow, texts: EntityColumnTexts): TableCell {
  const text = column.id === 'entityName'
    ? row.entity?.name ?? row.datasourceName
    : column.id === 'entityLabel' ? row.entity?.label ?? '' : row.entity ? texts.typeName(row.entity.entityType) : '';
  return { text, sort: text || null };
}

/** One row per entity with a cell per column: values formatted with their key's units and decimals, sorting by number when they are numbers. */
export function entityTableRows(data: WidgetData, columns: readonly EntityTableColumn[], context: ValueFormatContext, texts: EntityColumnTexts): TableRow<LatestRow>[] {
  return data.latest.map((row, index) => ({
    id: row.entity?.id ?? `${row.datasourceName}#${index}`,
    source: row,
    cells: columns.map((column) => {
      if (column.keyLabel === undefined) return entityCell(column, row, texts);
      const cell = row.cells.find((c) => keyLabel(c.key) === column.keyLabel);
      const formatted = formatValue(cell?.value, cell?.key, context);
      return { text: valueText(formatted), sort: formatted.kind === 'empty' ? null : formatted.number ?? formatted.text };
    }),
  }));
}
