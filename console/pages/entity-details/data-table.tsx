import type { ReactNode } from 'react';
import { mdiAlertCircleOutline, mdiRefresh } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { formatDateTime } from '../../../elements/entity-table/entity-table.logic.js';
import { useConsoleText } from '../auth/use-text.js';

/** One row of a {@link DataTable}. */
export interface DataRow {
  id: string;
  cells: ReactNode[];
  /** Buttons of the row's actions cell. */
  actions?: ReactNode;
}

/** Props of {@link DataTable}. */
export interface DataTableProps {
  /** Accessible name of the table. */
  label: string;
  /** Column headings. */
  columns: string[];
  /** Indexes of columns left out below the small breakpoint (600 px); their rows repeat the content elsewhere. */
  hideOnNarrow?: readonly number[];
  /** Heading of the actions column; no actions column when absent. */
  actions?: string;
  rows: DataRow[];
  /** Shows placeholder rows. */
  loading: boolean;
  /** The load failed: what to say and how to try again. */
  failed?: { message: string; retry: () => void };
  /** What an empty table says. */
  empty: string;
}

/** A plain data table of a details tab with its loading, failed and empty states. */
export function DataTable({ label, columns, hideOnNarrow = [], actions, rows, loading, failed, empty }: DataTableProps) {
  const t = useConsoleText();
  const span = columns.length + (actions ? 1 : 0);
  const head = 'h-row px-3 text-start text-sm font-medium text-text-muted';
  const narrow = (index: number) => (hideOnNarrow.includes(index) ? 'hidden sm:table-cell' : '');
  return (
    <div className="overflow-x-auto rounded-card border border-border bg-surface shadow-card">
      <table aria-label={label} aria-busy={loading || undefined} className="w-full border-collapse text-base">
        <thead>
          <tr className="border-b border-border">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`${head} ${narrow(index)}`}>
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col" className={`${head} w-24`}>
                <span className="sr-only">{actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loading &&
            [0, 1, 2].map((r) => (
              <tr key={r} aria-hidden="true" className="border-b border-border last:border-0">
                {Array.from({ length: span }, (_, c) => (
                  <td key={c} className={`h-row px-3 ${narrow(c)}`}>
                    <span className={`block h-3 rounded-full bg-surface-hover motion-safe:animate-pulse ${(r + c) % 2 ? 'w-1/2' : 'w-3/4'}`} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && failed && (
            <tr>
              <td colSpan={span} className="px-4 py-10">
                <div role="alert" className="flex flex-col items-center gap-3 text-center">
                  <Icon path={mdiAlertCircleOutline} size={26} className="text-danger" />
                  <p className="font-medium text-text">{failed.message}</p>
                  <button type="button" onClick={failed.retry} className="inline-flex h-control items-center gap-2 rounded-control border border-border px-4 font-medium hover:bg-surface-hover">
                    <Icon path={mdiRefresh} size={18} />
                    {t('shell.retry')}
                  </button>
                </div>
              </td>
            </tr>
          )}
          {!loading && !failed && rows.length === 0 && (
            <tr>
              <td colSpan={span} className="px-4 py-10 text-center text-text-muted">
                {empty}
              </td>
            </tr>
          )}
          {!loading &&
            rows.map((row) => (
              <tr key={row.id} className="border-b border-border align-middle last:border-0 hover:bg-surface-hover">
                {row.cells.map((cell, index) => (
                  <td key={index} className={`px-3 py-2.5 ${narrow(index)}`}>
                    {cell}
                  </td>
                ))}
                {actions && (
                  <td className="px-2 py-1">
                    <div className="flex justify-end gap-0.5">{row.actions}</div>
                  </td>
                )}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

/** An icon button of a table row, named for assistive technology and shown as a tooltip. */
export function RowAction({ label, icon, danger = false, onClick }: { label: string; icon: string; danger?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-control text-text-muted transition-colors duration-fast hover:bg-surface-sunken ${danger ? 'hover:text-danger' : 'hover:text-text'}`}
    >
      <Icon path={icon} size={20} />
    </button>
  );
}

/** The key cell of a key-value row: the key, and below the small breakpoint its update time (whose own column is hidden there). */
export function KeyCell({ name, ts }: { name: string; ts: number }) {
  return (
    <span className="flex flex-col">
      <span dir="auto" className="font-medium break-words">
        {name}
      </span>
      <span dir="ltr" className="text-xs text-text-muted sm:hidden">
        {formatDateTime(ts)}
      </span>
    </span>
  );
}

/** The update time cell of a key-value row, always left to right. */
export function TimeCell({ ts }: { ts: number }) {
  return (
    <span dir="ltr" className="whitespace-nowrap text-text-muted">
      {formatDateTime(ts)}
    </span>
  );
}
