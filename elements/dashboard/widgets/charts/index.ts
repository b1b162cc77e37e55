import type { WidgetModule, WidgetViewTable } from '../widget-contract.js';

type TimeChartView = 'LineChart' | 'StateChart' | 'BarTimeChart';
type LatestChartView = 'BarsChart' | 'PieChart';

/** A view of the time-series chart module (uPlot), loaded on first use. */
const timeChart = (name: TimeChartView): WidgetModule => () => import('./time-series-chart.js').then((m) => ({ default: m[name] }));

/** A view of the latest-value chart module, loaded on first use. */
const latestChart = (name: LatestChartView): WidgetModule => () => import('./latest-charts.js').then((m) => ({ default: m[name] }));

/** Chart widget views, by `bundleAlias.typeAlias`. */
export const CHART_WIDGETS: WidgetViewTable = {
  'charts.basic_timeseries': timeChart('LineChart'),
  'charts.state_chart': timeChart('StateChart'),
  'charts.timeseries_bars_flot': timeChart('BarTimeChart'),
  'charts.bars': latestChart('BarsChart'),
  'charts.pie': latestChart('PieChart'),
};
