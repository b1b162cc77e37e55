import type { ReactNode } from 'react';
import { Icon } from '../../../elements/core/icon.js';
import type { EntityColumn, EntityRow } from '../../../elements/entity-table/entity-columns.js';
import type { ColumnSize } from '../../../elements/entity-table/entity-table.logic.js';

/** Props of {@link RowAction}. */
export interface RowActionProps {
  /** SVG path of the icon (`@mdi/js`). */
  icon: string;
  /** Accessible name and tooltip (translated). */
  label: string;
  /** Carries the action out. */
  onClick: () => void;
  /** Shown in the danger colour. */
  danger?: boolean;
}

/** An icon button acting on one row; its click does not open the row. */
export function RowAction({ icon, label, onClick, danger = false }: RowActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-control hover:bg-surface-hover ${danger ? 'text-danger' : 'text-text-muted hover:text-text'}`}
    >
      <Icon path={icon} size={18} />
    </button>
  );
}

/** The last column of a list: the buttons acting on each row, as `render` gives them. */
export function actionsColumn(render: (row: EntityRow) => ReactNode, size: ColumnSize = 'sm'): EntityColumn {
  return {
    key: '_actions',
    title: 'lists:action.actions',
    size,
    pinned: true,
    cell: (row) => (
      <span className="flex items-center justify-end gap-0.5" onClick={(event) => event.stopPropagation()}>
        {render(row)}
      </span>
    ),
  };
}
