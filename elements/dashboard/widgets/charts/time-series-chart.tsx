// The time-series chart views (charts.basic_timeseries, charts.state_chart, charts.timeseries_bars_flot):
// uPlot over min/max-decimated series, a legend with the figures the widget enables, a cursor tooltip and
// drag-to-zoom into a history window.
import { memo, useId, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useTranslate } from '../../../core/i18n.js';
import type { Series, WidgetViewProps } from '../widget-contract.js';
import { registerChartsLocales } from './i18n/index.js';
import { alignSeries, decimateMinMax, nearestIndex, type TimeSpan } from './decimate.logic.js';
import { formatValue, legendLayout, seriesStats } from './legend.logic.js';
import { chartStates, chartWindow, hasNumbersIn, seriesLooks, stateName, type SeriesLook } from './chart-series.logic.js';
import { plotOptions, type PlotHandlers, type TimeChartKind } from './plot-options.js';
import { useChartTheme } from './chart-theme.js';
import { useBoxSize, usePlot } from './use-plot.js';
import { redrawIntervalMs } from './pace.logic.js';
import { usePaced } from './use-paced.js';
import { ChartLegend, type LegendEntry } from './chart-legend.js';
import { ChartTooltip, type TooltipRow } from './chart-tooltip.js';
import { ChartStatus } from './chart-status.js';

await registerChartsLocales();

/** Props of {@link TimeSeriesChart}: a widget view's and the kind of chart. */
export interface TimeSeriesChartProps extends WidgetViewProps {
  kind: TimeChartKind;
}

/** Where the cursor is: the time under it and its position in the plot box. */
interface CursorAt {
  ts: number;
  left: number;
  top: number;
  flip: boolean;
}

/** The widget's config as a plain record (it keeps keys the model does not name). */
const configOf = (props: WidgetViewProps) => props.widget.config as Record<string, unknown>;

/** The value of a series closest in time to `ts`, as text. */
function valueNear(series: Series, ts: number, format: (v: number | null) => string): string {
  const i = nearestIndex(series.ts, ts);
  const v = i < 0 ? NaN : series.values[i]!;
  return Number.isNaN(v) ? '—' : format(v);
}

/** Reports the cursor position from uPlot. */
function cursorAt(u: uPlot): CursorAt | null {
  const { idx, left, top } = u.cursor;
  if (idx === null || idx === undefined || left === undefined || left < 0 || top === undefined) return null;
  const ts = u.data[0][idx];
  if (ts === undefined) return null;
  const overLeft = u.over.offsetLeft;
  return { ts, left: overLeft + left, top: u.over.offsetTop + top, flip: left > u.over.clientWidth / 2 };
}

type ChartBodyProps = TimeSeriesChartProps & { window: TimeSpan };

function ChartBody(props: ChartBodyProps) {
  const { data, settings, kind, onZoom, window } = props;
  const config = configOf(props);
  const t = useTranslate();
  const hintId = useId();
  const looks = useMemo(() => seriesLooks(data.series, config), [data.series, config]);
  const legend = useMemo(() => legendLayout(config), [config]);
  const states = useMemo(() => chartStates(settings), [settings]);
  const stats = useMemo(() => data.series.map((s) => seriesStats(s, window)), [data.series, window]);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [cursor, setCursor] = useState<CursorAt | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const theme = useChartTheme(box);
  const columns = size?.width ?? 0;
  const aligned = useMemo(
    () => (columns > 0 ? alignSeries(data.series.map((s) => decimateMinMax(s, window, columns))) : null),
    [data.series, window, columns],
  );

  const live = useRef({ window, onZoom, box });
  live.current = { window, onZoom, box };
  const handlers = useRef<PlotHandlers>({
    window: () => live.current.window,
    cursor: (u) => setCursor(cursorAt(u)),
    select: (w) => live.current.onZoom?.(w),
    drawn: (u) => live.current.box.current?.setAttribute('data-points', String(u.data[0].length)),
  }).current;

  const format = (v: number | null, look: SeriesLook) =>
    kind === 'state' && states.some((s) => s.value === v) ? stateName(v!, states) : formatValue(v, look.decimals, look.units);
  const hidden = looks.map((l) => hiddenIds.has(l.id));
  const zoomable = !!onZoom;
  const shape = JSON.stringify([kind, looks, settings, theme, zoomable]);
  usePlot(mount, {
    build: size && theme ? () => plotOptions({ kind, looks, hidden, theme, settings, states, width: size.width, height: size.height, zoomable, handlers }) : null,
    shape,
    data: aligned,
    size,
    hidden,
  });

  const toggle = (id: string) => setHiddenIds((old) => {
    const next = new Set(old);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const entries: LegendEntry[] = looks.map((l, i) => ({ id: l.id, label: l.label, color: l.color, hidden: hidden[i]!, stats: stats[i]! }));
  const tooltipRows: TooltipRow[] = cursor
    ? looks.flatMap((l, i) => (hidden[i] ? [] : [{ id: l.id, label: l.label, color: l.color, text: valueNear(data.series[i]!, cursor.ts, (v) => format(v, l)) }]))
    : [];
  const legendBox = legend.show && (
    <ChartLegend entries={entries} columns={legend.columns} position={legend.position} format={(v, i) => format(v, looks[i]!)} onToggle={toggle} />
  );
  const before = legend.position === 'top' || legend.position === 'left';
  const vertical = legend.position === 'top' || legend.position === 'bottom';
  return (
    <div className={`flex size-full min-h-0 min-w-0 gap-2 ${vertical ? 'flex-col' : 'flex-row'}`}>
      {before && legendBox}
      <div
        ref={box}
        part="plot"
        role="img"
        aria-label={t('charts:chart.label', { series: looks.map((l) => l.label).join(', ') })}
        aria-describedby={zoomable ? hintId : undefined}
        dir="ltr"
        className="relative min-h-0 min-w-0 flex-1 overflow-hidden"
        onMouseLeave={() => setCursor(null)}
      >
        <div ref={mount} className="absolute inset-0" />
        {settings.showTooltip !== false && cursor && tooltipRows.length > 0 && <ChartTooltip ts={cursor.ts} rows={tooltipRows} left={cursor.left} top={cursor.top} flip={cursor.flip} />}
      </div>
      {zoomable && <p id={hintId} className="sr-only">{t('charts:chart.zoom-hint')}</p>}
      {!before && legendBox}
    </div>
  );
}

const emptySettings = (s: Record<string, unknown>) => Object.keys(s).length === 0;

/** Whether the chart body would draw the same: live updates between two paced draws leave it alone. */
function sameChart(a: ChartBodyProps, b: ChartBodyProps): boolean {
  return a.data === b.data && a.window === b.window && a.kind === b.kind && a.widget === b.widget && a.onZoom === b.onZoom
    && (a.settings === b.settings || (emptySettings(a.settings) && emptySettings(b.settings)));
}

/** The chart body, rendered again only when what it draws changed (not for each update the pacing holds back). */
const PacedChartBody = memo(ChartBody, sameChart);

/** A time-series chart of a widget's data: the plot with its legend, or why there is nothing to draw. */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { width, height } = props;
  // Live data is drawn at most once per pixel's worth of time (a status change at once).
  const span = props.data.window ? props.data.window.endTs - props.data.window.startTs : 0;
  const data = usePaced(props.data, redrawIntervalMs(span, width), props.data.status === 'ready');
  const window = useMemo(() => chartWindow(data.series, data.window), [data.series, data.window]);
  const drawable = data.status === 'ready' && window !== null && hasNumbersIn(data.series, window);
  const noDataText = configOf(props).noDataDisplayMessage;
  return (
    <div part="chart" className="relative flex min-h-0 min-w-0 text-base text-text" style={{ width, height }}>
      {drawable ? (
        <PacedChartBody {...props} data={data} window={window} />
      ) : (
        <ChartStatus status={data.status} message={data.message} noDataText={typeof noDataText === 'string' ? noDataText : undefined} />
      )}
    </div>
  );
}

/** `charts.basic_timeseries`: lines over time. */
export function LineChart(props: WidgetViewProps) {
  return <TimeSeriesChart {...props} kind="line" />;
}

/** `charts.state_chart`: steps between named states over time. */
export function StateChart(props: WidgetViewProps) {
  return <TimeSeriesChart {...props} kind="state" />;
}

/** `charts.timeseries_bars_flot`: bars over time. */
export function BarTimeChart(props: WidgetViewProps) {
  return <TimeSeriesChart {...props} kind="bars" />;
}

export default LineChart;
