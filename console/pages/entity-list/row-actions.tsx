import type { CSSProperties, ReactNode } from 'react';
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

const masks = new Map<string, CSSProperties>();

/**
 * The icon as a CSS mask over the text colour. A list of 1,000 rows shows a few of these per row: one cached
 * mask image per icon paints less on each scrolled frame than an inline SVG per button.
 */
function iconMask(path: string): CSSProperties {
  let style = masks.get(path);
  if (!style) {
    const image = `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`)}")`;
    style = { maskImage: image, WebkitMaskImage: image };
    masks.set(path, style);
  }
  return style;
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
      <span aria-hidden="true" className="size-4.5 shrink-0 bg-current [mask-size:100%] [-webkit-mask-size:100%]" style={iconMask(icon)} />
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
