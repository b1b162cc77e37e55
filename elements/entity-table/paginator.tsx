import { mdiChevronLeft, mdiChevronRight, mdiPageFirst, mdiPageLast, mdiRefresh } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { lastPageIndex, pageRange } from './entity-table.logic.js';

/** Props of {@link Paginator}. */
export interface PaginatorProps {
  /** Zero-based page shown. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Page sizes offered. */
  pageSizes: readonly number[];
  /** Rows in the whole list; null before the first page arrives. */
  totalElements: number | null;
  /** Called with the page a person moves to. */
  onPage: (page: number) => void;
  /** Called with the page size a person picks. */
  onPageSize: (pageSize: number) => void;
  /** Called when the refresh button is pressed. */
  onRefresh: () => void;
}

const button =
  'inline-flex size-8 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text disabled:pointer-events-none disabled:opacity-40';

/** Refresh, page size select, the range shown and first, previous, next and last page buttons. */
export function Paginator({ page, pageSize, pageSizes, totalElements, onPage, onPageSize, onRefresh }: PaginatorProps) {
  const t = useTranslate();
  const last = lastPageIndex(totalElements ?? 0, pageSize);
  const range = pageRange(page, pageSize, totalElements ?? 0);
  const nav = [
    { label: t('entity-table.first-page'), icon: mdiPageFirst, target: 0, disabled: page <= 0 },
    { label: t('entity-table.previous-page'), icon: mdiChevronLeft, target: page - 1, disabled: page <= 0 },
    { label: t('entity-table.next-page'), icon: mdiChevronRight, target: page + 1, disabled: page >= last || totalElements === null },
    { label: t('entity-table.last-page'), icon: mdiPageLast, target: last, disabled: page >= last || totalElements === null },
  ];
  return (
    <div part="paginator" className="flex flex-wrap items-center justify-end gap-x-6 gap-y-1 border-t border-border px-2 py-1 text-sm text-text-muted sm:px-4">
      <button type="button" className={`${button} me-auto`} aria-label={t('entity-table.refresh')} title={t('entity-table.refresh')} onClick={onRefresh}>
        <Icon path={mdiRefresh} size={18} />
      </button>
      <label className="flex items-center gap-2">
        <span>{t('entity-table.rows-per-page')}</span>
        <select
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="h-8 rounded-control border border-border bg-surface ps-2 pe-1 text-text tabular-nums hover:border-border-strong"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="tabular-nums" aria-live="polite">
        {totalElements === null ? '' : t('entity-table.range', { from: range.from, to: range.to, total: range.total })}
      </span>
      <span className="flex items-center">
        {nav.map((item) => (
          <button key={item.label} type="button" className={button} aria-label={item.label} title={item.label} disabled={item.disabled} onClick={() => onPage(item.target)}>
            <Icon path={item.icon} mirrorInRtl />
          </button>
        ))}
      </span>
    </div>
  );
}
