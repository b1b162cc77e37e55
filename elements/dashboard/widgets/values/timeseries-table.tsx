// cards.timeseries_table: the readings of the time window newest first, one row per timestamp and one column per
// key, a tab per entity when there are several, paged (or scrolled through a window of rows without pagination).
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { isRtl, tabKeyTarget } from './keyboard.logic.js';
import { booleanSetting, textSetting } from './layout.logic.js';
import { DEFAULT_DATE_FORMAT, ROW_PX, pageCount, pageSizeOf, seriesTables, formatTime, visibleRange, type SeriesTable } from './timeseries-table.logic.js';
import { Truncated, WidgetMessage, formatContext } from './view-parts.js';

await registerWidgetsLocales();

const PAGER_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text disabled:pointer-events-none disabled:opacity-40';

interface TableProps {
  table: SeriesTable;
  label: string;
  showTime: boolean;
  dateFormat: string;
  paged: boolean;
  pageSize: number;
}

/** One entity's readings: a header row, the page (or the scrolled window) of rows, and the pager. */
function ReadingsTable({ table, label, showTime, dateFormat, paged, pageSize }: TableProps) {
  const t = useTranslate();
  const [page, setPage] = useState(0);
  const [scroll, setScroll] = useState({ top: 0, height: 0 });
  const box = useRef<HTMLDivElement>(null);
  const pages = pageCount(table.rows.length, pageSize);
  const current = Math.min(page, pages - 1);
  useEffect(() => {
    if (!paged && box.current) setScroll({ top: box.current.scrollTop, height: box.current.clientHeight });
  }, [paged, table]);
  const range = paged
    ? { start: current * pageSize, end: Math.min(table.rows.length, (current + 1) * pageSize) }
    : visibleRange(scroll.top, scroll.height || ROW_PX * 10, table.rows.length);
  const rows = table.rows.slice(range.start, range.end);
  const headers = [...(showTime ? [t('widgets:series.time')] : []), ...table.columns];
  if (!table.rows.length) return <WidgetMessage fallback="widgets:series.no-points" />;
  const spacer = (count: number) => (count > 0 ? <tr aria-hidden="true" style={{ height: count * ROW_PX }} /> : null);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={box}
        className="min-h-0 flex-1 overflow-auto"
        onScroll={paged ? undefined : (event) => setScroll({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })}
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <table aria-label={label} aria-rowcount={table.rows.length + 1} className="min-w-full border-collapse whitespace-nowrap text-base">
          <thead>
            <tr aria-rowindex={1}>
              {headers.map((header, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`sticky top-0 z-10 h-row border-b border-border bg-surface-sunken px-3 text-sm font-medium text-text-muted ${index === 0 && showTime ? 'text-start' : 'text-end'}`}
                >
                  <Truncated text={header} className="max-w-48" />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!paged && spacer(range.start)}
            {rows.map((row, index) => (
              <tr key={row.ts} aria-rowindex={range.start + index + 2} data-ts={row.ts} className="h-row border-b border-border last:border-b-0">
                {showTime && (
                  <td className="px-3 text-start tabular-nums text-text-muted">
                    <span dir="ltr">{formatTime(row.ts, dateFormat)}</span>
                  </td>
                )}
                {row.cells.map((text, column) => (
                  <td key={column} className="px-3 text-end tabular-nums">
                    <Truncated text={text} className="max-w-64" />
                  </td>
                ))}
              </tr>
            ))}
            {!paged && spacer(table.rows.length - range.end)}
          </tbody>
        </table>
      </div>
      {paged && pages > 1 && (
        <div part="pager" className="flex shrink-0 items-center justify-end gap-1 border-t border-border px-2 py-1 text-sm text-text-muted">
          <span className="me-2 tabular-nums" aria-live="polite">
            {t('widgets:series.page', { page: current + 1, pages })}
          </span>
          <button type="button" className={PAGER_BUTTON} aria-label={t('widgets:series.previous-page')} title={t('widgets:series.previous-page')} disabled={current === 0} onClick={() => setPage(current - 1)}>
            <Icon path={mdiChevronLeft} size={20} className="rtl:-scale-x-100" />
          </button>
          <button type="button" className={PAGER_BUTTON} aria-label={t('widgets:series.next-page')} title={t('widgets:series.next-page')} disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            <Icon path={mdiChevronRight} size={20} className="rtl:-scale-x-100" />
          </button>
        </div>
      )}
    </div>
  );
}

/** The time-series table widget. */
export default function TimeseriesTable(props: WidgetViewProps) {
  const { data, settings, widget } = props;
  const t = useTranslate();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const hideEmpty = booleanSetting(settings, 'hideEmptyLines', false);
  const tables = useMemo(() => seriesTables(data.series, formatContext(props), hideEmpty), [data.series, hideEmpty, widget, settings]); // eslint-disable-line react-hooks/exhaustive-deps
  const [selected, setSelected] = useState(0);
  if (data.status === 'error' || data.status === 'no-data' || tables.length === 0) return <WidgetMessage data={data} fallback="widgets:series.no-points" />;
  const active = Math.min(selected, tables.length - 1);
  const table = tables[active]!;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabKeyTarget(event.key, index, tables.length, isRtl(event.currentTarget));
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const label = widget.title || table.title;
  return (
    <div className="flex h-full min-h-0 w-full flex-col">
      {tables.length > 1 && (
        <div role="tablist" aria-label={t('widgets:series.entities')} className="flex shrink-0 overflow-x-auto border-b border-border px-2">
          {tables.map((entry, index) => (
            <button
              key={entry.id}
              ref={(el) => void (tabs.current[index] = el)}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === active}
              aria-controls={`${id}-panel`}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`-mb-px h-row min-w-0 max-w-48 shrink-0 border-b-2 px-3 text-base font-medium transition-colors duration-fast ${index === active ? 'border-accent text-accent' : 'border-transparent text-text-muted hover:text-text'}`}
            >
              <Truncated text={entry.title} />
            </button>
          ))}
        </div>
      )}
      <div id={`${id}-panel`} role={tables.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tables.length > 1 ? `${id}-tab-${active}` : undefined} className="flex min-h-0 flex-1 flex-col">
        <ReadingsTable
          key={table.id}
          table={table}
          label={tables.length > 1 ? `${label} — ${table.title}` : label}
          showTime={booleanSetting(settings, 'showTimestamp', true)}
          dateFormat={textSetting(settings, 'dateFormat', DEFAULT_DATE_FORMAT)}
          paged={booleanSetting(settings, 'displayPagination', true)}
          pageSize={pageSizeOf(settings.defaultPageSize ?? widget.config.pageSize)}
        />
      </div>
    </div>
  );
}
