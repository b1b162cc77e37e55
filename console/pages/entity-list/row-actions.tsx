import type { ReactNode } from 'react';
import type { EntityColumn, EntityRow } from '../../../elements/entity-table/entity-columns.js';
import type { ColumnSize } from '../../../elements/entity-table/entity-table.logic.js';

const ACTIONS_KEY = '_actions';

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

/** The class drawing each icon, by SVG path. */
const iconClasses = new Map<string, string>();
/** One rule per icon, its mask image, in one style sheet shared by every document and shadow root showing row buttons. */
let iconSheet: CSSStyleSheet | null = null;

/**
 * The class drawing an icon as a CSS mask over the text colour, its rule added to the shared sheet on first use.
 * A list of 1,000 rows shows a few of these per row: the image given once in a style sheet instead of in each
 * button's style attribute took the devices-page bench's style work per scrolled frame (table alone) from
 * about 3.1 to 1.8 ms.
 */
function iconClass(path: string): string {
  let name = iconClasses.get(path);
  if (!name) {
    name = `tb-row-icon-${iconClasses.size}`;
    iconClasses.set(path, name);
    const image = `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`)}")`;
    iconSheet ??= new CSSStyleSheet();
    iconSheet.insertRule(`.${name} { mask-image: ${image}; -webkit-mask-image: ${image}; }`, iconSheet.cssRules.length);
  }
  return name;
}

/** Adds the icon sheet to the document or shadow root a button is shown in, unless it holds it already. */
function adoptIcons(button: Element | null) {
  const root = button?.getRootNode();
  if (!iconSheet || !(root instanceof ShadowRoot || root instanceof Document)) return;
  if (!root.adoptedStyleSheets.includes(iconSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, iconSheet];
}

/** The classes of a row's icon button: 32 px square, muted until hovered, or in the danger colour. */
export function rowActionClass(danger = false): string {
  return `inline-flex size-8 shrink-0 items-center justify-center rounded-control hover:bg-surface-hover ${danger ? 'text-danger' : 'text-text-muted hover:text-text'}`;
}

/** The icon of a row's button, drawn from the shared icon sheet. */
export function RowIcon({ icon }: { icon: string }) {
  return <span ref={adoptIcons} aria-hidden="true" className={`size-4.5 shrink-0 bg-current [mask-size:100%] [-webkit-mask-size:100%] ${iconClass(icon)}`} />;
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
      className={rowActionClass(danger)}
    >
      <RowIcon icon={icon} />
    </button>
  );
}

/** The last column of a list: the buttons acting on each row, as `render` gives them. */
export function actionsColumn(render: (row: EntityRow) => ReactNode, size: ColumnSize = 'sm'): EntityColumn {
  return {
    key: ACTIONS_KEY,
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

const WIDER: Readonly<Record<ColumnSize, ColumnSize>> = { xs: 'sm', sm: 'md', md: 'lg', lg: 'xl', xl: 'xl' };

/**
 * The columns with one more button after each row's own (a row's delete): added to the actions column, then `size`
 * wide (default one size wider, for a column its buttons filled), or an actions column of its own when there is none.
 */
export function withRowAction(columns: readonly EntityColumn[], render: (row: EntityRow) => ReactNode, size?: ColumnSize): EntityColumn[] {
  const index = columns.findIndex((column) => column.key === ACTIONS_KEY);
  const actions = columns[index];
  if (!actions?.cell) return [...columns, actionsColumn(render, size ?? 'xs')];
  const own = actions.cell;
  const both = actionsColumn(
    (row) => (
      <>
        {own(row)}
        {render(row)}
      </>
    ),
    size ?? WIDER[actions.size ?? 'sm'],
  );
  return columns.map((column, i) => (i === index ? both : column));
}
