// The page of bench/chart-first-paint.mjs: a line chart of 1,000,000 points, timed from render to the first
// frame painted after uPlot drew, then a zoom into half the window timed the same way.
import { createRoot } from 'react-dom/client';
import { adoptKitStyles } from '../elements/core/stylesheet.js';
import { LineChart } from '../elements/dashboard/widgets/charts/time-series-chart.js';
import type { Series, WidgetData, WidgetViewProps } from '../elements/dashboard/widgets/widget-contract.js';

const POINTS = 1_000_000;
const START = Date.UTC(2026, 0, 1);
const SPAN = 7 * 86_400_000;

declare global {
  interface Window {
    /** Figures the bench reads. */
    __chartBench?: Promise<Record<string, number>>;
  }
}

function bigSeries(): Series {
  const ts = new Array<number>(POINTS);
  const values = new Array<number>(POINTS);
  for (let i = 0; i < POINTS; i++) {
    ts[i] = START + Math.floor((i * SPAN) / POINTS);
    values[i] = 20 + Math.sin(i / 20_000) * 5 + Math.sin(i / 97) + (i % 7919 === 0 ? 8 : 0);
  }
  return { key: { name: 'temperature', type: 'timeseries', label: 'Temperature', units: '°C', decimals: 1 }, color: '#2196f3', ts, values };
}

/** Resolves at the first frame painted after the plot drew a new set of points. */
function paintedAfterDraw(plot: () => Element | null, before: string | null): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      const el = plot();
      if (el && el.getAttribute('data-points') !== before) requestAnimationFrame(() => resolve(performance.now()));
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function run(): Promise<Record<string, number>> {
  const made = performance.now();
  const series = bigSeries();
  const generateMs = performance.now() - made;
  const host = document.getElementById('host')!;
  const shadow = host.attachShadow({ mode: 'open' });
  adoptKitStyles(shadow);
  const body = document.createElement('div');
  shadow.append(body);
  const root = createRoot(body);
  const plot = () => shadow.querySelector('[part=plot]');
  const data = (startTs: number, endTs: number): WidgetData => ({ status: 'ready', latest: [], series: [series], alarms: [], window: { startTs, endTs } });
  const props: WidgetViewProps = {
    widget: { id: 'bench', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries', config: { datasources: [], showLegend: true, legendConfig: { position: 'bottom', showMin: true, showMax: true, showAvg: true, showTotal: true, showLatest: true } } },
    settings: {}, width: 1200, height: 500, onAction: () => undefined, data: data(START, START + SPAN),
  };
  const t0 = performance.now();
  root.render(<LineChart {...props} />);
  const t1 = await paintedAfterDraw(plot, null);
  const drawnPoints = Number(plot()!.getAttribute('data-points'));
  const t2 = performance.now();
  root.render(<LineChart {...props} data={data(START + SPAN / 4, START + (SPAN * 3) / 4)} />);
  const t3 = await paintedAfterDraw(plot, String(drawnPoints));
  return { generateMs, firstPaintMs: t1 - t0, drawnPoints, zoomPaintMs: t3 - t2, zoomPoints: Number(plot()!.getAttribute('data-points')), plotWidth: plot()!.clientWidth };
}

window.__chartBench = run();
