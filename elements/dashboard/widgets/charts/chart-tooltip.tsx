import { formatDateTime } from '../../../time-window/format.logic.js';

/** One line of the tooltip: a series and its value at the cursor. */
export interface TooltipRow {
  id: string;
  label: string;
  color: string;
  text: string;
}

/** Props of {@link ChartTooltip}. */
export interface ChartTooltipProps {
  /** Time at the cursor, in ms. */
  ts: number;
  rows: TooltipRow[];
  /** Cursor position inside the plot box, in px. */
  left: number;
  top: number;
  /** Shows the tooltip on the cursor's left (the cursor is past the middle of the plot). */
  flip: boolean;
}

/** The box following the cursor: the time under it (`yyyy-MM-dd HH:mm:ss`) and each shown series' value there. */
export function ChartTooltip({ ts, rows, left, top, flip }: ChartTooltipProps) {
  return (
    <div
      part="tooltip"
      role="presentation"
      className="pointer-events-none absolute top-0 left-0 z-10 min-w-40 rounded-control border border-border bg-surface-raised px-3 py-2 text-xs text-text shadow-popover"
      style={{ transform: `translate(${flip ? `calc(${left - 12}px - 100%)` : `${left + 12}px`}, ${Math.max(0, top - 12)}px)` }}
    >
      <div className="mb-1 font-medium tabular-nums">{formatDateTime(ts, null)}</div>
      {rows.map((row) => (
        <div key={row.id} className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full" style={{ backgroundColor: row.color }} />
          <span className="min-w-0 flex-1 truncate text-text-muted">{row.label}</span>
          <span className="ms-3 font-medium whitespace-nowrap tabular-nums">{row.text}</span>
        </div>
      ))}
    </div>
  );
}
