import { useTranslate } from '../../../core/i18n.js';
import type { LegendColumn, LegendPosition, SeriesStats } from './legend.logic.js';

/** One entry of the legend. */
export interface LegendEntry {
  id: string;
  label: string;
  color: string;
  hidden: boolean;
  stats: SeriesStats;
}

/** Props of {@link ChartLegend}. */
export interface ChartLegendProps {
  entries: LegendEntry[];
  /** Figure columns shown; none makes a compact list. */
  columns: LegendColumn[];
  position: LegendPosition;
  /** Text of a figure of an entry. */
  format: (value: number | null, entryIndex: number) => string;
  /** Hides or shows a series. */
  onToggle: (id: string) => void;
}

function Toggle({ entry, onToggle }: { entry: LegendEntry; onToggle: (id: string) => void }) {
  const t = useTranslate();
  return (
    <button
      type="button"
      aria-pressed={!entry.hidden}
      title={t('charts:legend.toggle')}
      onClick={() => onToggle(entry.id)}
      className="inline-flex max-w-full min-w-0 items-center gap-2 rounded-control px-1 py-0.5 text-start hover:bg-surface-hover"
    >
      <span aria-hidden="true" className={`size-3 shrink-0 rounded-full border-2 ${entry.hidden ? 'bg-transparent' : ''}`} style={{ borderColor: entry.color, ...(entry.hidden ? {} : { backgroundColor: entry.color }) }} />
      <span className={`truncate ${entry.hidden ? 'text-text-muted line-through' : ''}`}>{entry.label}</span>
    </button>
  );
}

/**
 * The legend of a chart: each series with its colour as a toggle button (pressed while shown), and when the
 * widget asks for them, a table of its min, max, average, total and latest figures over the window.
 */
export function ChartLegend({ entries, columns, position, format, onToggle }: ChartLegendProps) {
  const t = useTranslate();
  const side = position === 'left' || position === 'right';
  if (!columns.length) {
    return (
      <ul part="legend" aria-label={t('charts:legend.caption')} className={`flex min-w-0 gap-x-3 gap-y-1 text-sm ${side ? 'max-w-[40%] flex-col overflow-auto' : 'flex-wrap justify-center'}`}>
        {entries.map((entry) => (
          <li key={entry.id} className="flex min-w-0">
            <Toggle entry={entry} onToggle={onToggle} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div part="legend" className={`min-w-0 overflow-auto ${side ? 'max-w-[50%]' : 'max-h-[40%] shrink-0'}`}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('charts:legend.caption')}</caption>
        <thead>
          <tr className="text-xs text-text-muted">
            <th scope="col" className="px-1 text-start font-medium">{t('charts:legend.series')}</th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-2 text-end font-medium">{t(`charts:legend.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, i) => (
            <tr key={entry.id} className={`border-t border-border ${entry.hidden ? 'text-text-muted' : ''}`}>
              <th scope="row" className="max-w-48 min-w-28 px-0 py-0.5 text-start font-normal">
                <Toggle entry={entry} onToggle={onToggle} />
              </th>
              {columns.map((c) => (
                <td key={c} className="px-2 text-end whitespace-nowrap tabular-nums"><bdi dir="ltr">{format(entry.stats[c], i)}</bdi></td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
