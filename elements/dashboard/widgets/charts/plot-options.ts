// uPlot options of the time-series charts (lines, steps, bars): series, axes and scales from the data keys,
// the widget settings and the theme; cursor, selection and draw reported through `PlotHandlers`.
import uPlot from 'uplot';
import type { TimeSpan } from './decimate.logic.js';
import { formatValue } from './legend.logic.js';
import { stateName, tickDecimals, timeTicks, type ChartState, type SeriesLook } from './chart-series.logic.js';
import { valueRange } from './scale.logic.js';
import type { ChartTheme } from './chart-theme.js';

/** The time-series chart kinds: lines (basic_timeseries), steps (state_chart) and bars (timeseries_bars_flot). */
export type TimeChartKind = 'line' | 'state' | 'bars';

/** What the plot reports to the component around it. */
export interface PlotHandlers {
  /** The window the chart shows now (read on every redraw, so a new window needs no rebuild). */
  window: () => TimeSpan;
  /** The cursor moved (index into the drawn data, or null when it left the plot). */
  cursor: (u: uPlot) => void;
  /** A drag across the plot ended over this time window. */
  select: (window: TimeSpan) => void;
  /** The plot drew. */
  drawn: (u: uPlot) => void;
}

/** Everything the options depend on. */
export interface PlotSetup {
  kind: TimeChartKind;
  looks: SeriesLook[];
  /** Per series, whether it starts hidden. */
  hidden: boolean[];
  theme: ChartTheme;
  settings: Record<string, unknown>;
  states: ChartState[];
  width: number;
  height: number;
  zoomable: boolean;
  handlers: PlotHandlers;
}

/** Alignment of bars in their slot (`barAlignment`) as uPlot's: left edge at the point, centred, right edge. */
const BAR_ALIGN = { left: 1, center: 0, right: -1 } as const;

const AXIS_FONT_PX = 12;

let probe: CanvasRenderingContext2D | null | undefined;

/** A CSS colour with an opacity, for fills (the colour as given when the canvas cannot parse it). */
export function withAlpha(color: string, alpha: number): string {
  probe ??= document.createElement('canvas').getContext('2d');
  if (!probe) return color;
  probe.fillStyle = '#000000';
  probe.fillStyle = color;
  const parsed = String(probe.fillStyle);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(parsed);
  if (hex) return `rgb(${parseInt(hex[1]!, 16)} ${parseInt(hex[2]!, 16)} ${parseInt(hex[3]!, 16)} / ${alpha})`;
  return parsed.replace(/rgba\(([^,]+),([^,]+),([^,]+),[^)]+\)/, `rgb($1 $2 $3 / ${alpha})`);
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function paths(setup: PlotSetup): uPlot.Series.PathBuilder | undefined {
  if (setup.kind === 'state') return uPlot.paths.stepped!({ align: 1 });
  if (setup.kind === 'bars') {
    const align = BAR_ALIGN[setup.settings.barAlignment as keyof typeof BAR_ALIGN] ?? 1;
    return uPlot.paths.bars!({ size: [0.7, 48, 1], align });
  }
  return setup.settings.smoothLines === true ? uPlot.paths.spline!() : undefined;
}

function seriesOptions(setup: PlotSetup): uPlot.Series[] {
  const path = paths(setup);
  const showPoints = setup.settings.showPoints === true;
  return [
    {},
    ...setup.looks.map((look, i): uPlot.Series => ({
      label: look.label,
      show: !setup.hidden[i],
      scale: look.axis === 'right' ? 'y2' : 'y',
      stroke: look.color,
      width: setup.kind === 'bars' ? 1 : look.lineWidth,
      fill: setup.kind === 'bars' ? withAlpha(look.color, 0.55) : look.fill ? withAlpha(look.color, 0.15) : undefined,
      ...(path ? { paths: path } : {}),
      points: { show: showPoints && setup.kind === 'line', size: 6, fill: setup.theme.surface },
      spanGaps: false,
    })),
  ];
}

/** Room an axis needs for its longest tick text, in px. */
function axisSize(u: uPlot, values: string[] | null, _axisIdx: number, _cycle: number): number {
  if (!values?.length) return 40;
  u.ctx.font = `${AXIS_FONT_PX}px sans-serif`;
  const widest = Math.max(...values.map((v) => u.ctx.measureText(v).width));
  return Math.ceil(widest) + 16;
}

function valueAxis(setup: PlotSetup, side: 'left' | 'right'): uPlot.Axis {
  const { theme, settings, looks, kind, states } = setup;
  const first = looks.find((l) => l.axis === side);
  const units = first?.units ?? '';
  const title = side === 'left' && typeof settings.yAxisTitle === 'string' ? settings.yAxisTitle : '';
  const axis: uPlot.Axis = {
    scale: side === 'left' ? 'y' : 'y2',
    side: side === 'left' ? 3 : 1,
    stroke: theme.muted,
    font: `${AXIS_FONT_PX}px ${theme.font}`,
    grid: { show: side === 'left', stroke: theme.grid, width: 1 },
    ticks: { show: false },
    size: axisSize,
    values: (_u, splits, _i, _space, step) =>
      splits.map((v) => (kind === 'state' ? stateName(v, states) : formatValue(v, tickDecimals(step), units))),
    ...(title ? { label: title, labelFont: `${AXIS_FONT_PX}px ${theme.font}`, labelSize: 20 } : {}),
  };
  if (kind === 'state') axis.splits = () => states.map((s) => s.value);
  return axis;
}

function scales(setup: PlotSetup): uPlot.Scales {
  const { settings, kind, states } = setup;
  const fixed = { min: num(settings.yAxisMin), max: num(settings.yAxisMax) };
  const range = (_u: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax => {
    if (kind === 'state') return [states[0]!.value - 0.5, states.at(-1)!.value + 0.5];
    return valueRange(min, max, fixed, kind === 'bars');
  };
  return {
    x: { time: true, range: () => [setup.handlers.window().startTs, setup.handlers.window().endTs] },
    y: { range },
    y2: { range },
  };
}

/** The uPlot options of a chart. */
export function plotOptions(setup: PlotSetup): uPlot.Options {
  const { theme, handlers } = setup;
  const hasRight = setup.looks.some((l) => l.axis === 'right');
  const x: uPlot.Axis = {
    stroke: theme.muted,
    font: `${AXIS_FONT_PX}px ${theme.font}`,
    grid: { stroke: theme.grid, width: 1 },
    ticks: { stroke: theme.grid, width: 1, size: 4 },
    space: 72,
    size: 44,
    values: (_u, splits, _i, _space, step) => timeTicks(splits, step, null),
  };
  return {
    width: setup.width,
    height: setup.height,
    ms: 1,
    legend: { show: false },
    padding: [12, hasRight ? 4 : 20, 0, 0],
    series: seriesOptions(setup),
    axes: [x, valueAxis(setup, 'left'), ...(hasRight ? [valueAxis(setup, 'right')] : [])],
    scales: scales(setup),
    cursor: {
      drag: { x: setup.zoomable, y: false, setScale: false },
      points: { size: 7, width: 2, fill: theme.surface },
      y: false,
    },
    hooks: {
      setCursor: [(u) => handlers.cursor(u)],
      setSelect: [
        (u) => {
          if (u.select.width < 2) return;
          const startTs = Math.round(u.posToVal(u.select.left, 'x'));
          const endTs = Math.round(u.posToVal(u.select.left + u.select.width, 'x'));
          u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
          if (endTs > startTs) handlers.select({ startTs, endTs });
        },
      ],
      draw: [(u) => handlers.drawn(u)],
    },
  };
}
