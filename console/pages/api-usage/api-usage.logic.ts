// The API usage page (console-core §2, tenant administrators) is a dashboard of the tenant's API usage state
// entity, built here as 3.4.1 dashboard JSON: the month's total of each counter, and per-hour bars of the last day.

/** The usage counters of the API usage state entity, each with its message key in the `lists` namespace. */
export const USAGE_COUNTERS = [
  'transportMsgCount',
  'transportDataPointsCount',
  'storageDataPointsCount',
  'ruleEngineExecutionCount',
  'jsExecutionCount',
  'emailCount',
  'smsCount',
] as const;

/** The counters charted per hour (the ones that move with device traffic). */
export const HOURLY_CHARTS = ['transportMsgCount', 'transportDataPointsCount', 'ruleEngineExecutionCount', 'jsExecutionCount'] as const;

/** The period the hourly charts cover: the last 24 hours. */
export const HOURLY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The suffix of a counter's per-hour series (`transportMsgCountHourly`); the bare key holds the month's total. */
export const HOURLY_SUFFIX = 'Hourly';

const ALIAS_ID = 'api-usage-state';

type Translate = (key: string) => string;

function latestCard(key: string, t: Translate, col: number, row: number) {
  return {
    id: `usage-${key}`,
    bundleAlias: 'cards',
    typeAlias: 'simple_card',
    type: 'latest',
    sizeX: 6,
    sizeY: 2,
    config: {
      title: t(`lists:api-usage.counter.${key}`),
      showTitle: true,
      datasources: [{ type: 'entity', entityAliasId: ALIAS_ID, dataKeys: [{ name: key, type: 'timeseries', label: t('lists:api-usage.this-month'), decimals: 0, units: '' }] }],
      settings: {},
    },
    at: { sizeX: 6, sizeY: 2, col, row },
  };
}

function hourlyChart(key: string, t: Translate, col: number, row: number) {
  return {
    id: `usage-${key}-hourly`,
    bundleAlias: 'charts',
    typeAlias: 'timeseries_bars_flot',
    type: 'timeseries',
    sizeX: 12,
    sizeY: 5,
    config: {
      title: t(`lists:api-usage.hourly.${key}`),
      showTitle: true,
      useDashboardTimewindow: false,
      timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: HOURLY_WINDOW_MS, interval: 3_600_000 }, aggregation: { type: 'NONE', limit: 25000 } },
      datasources: [
        { type: 'entity', entityAliasId: ALIAS_ID, dataKeys: [{ name: key + HOURLY_SUFFIX, type: 'timeseries', label: t(`lists:api-usage.counter.${key}`), decimals: 0 }] },
      ],
      settings: {},
    },
    at: { sizeX: 12, sizeY: 5, col, row },
  };
}

/**
 * The API usage dashboard as 3.4.1 JSON: one card per counter with the month's total (four per row on wide screens),
 * then a bar chart per hour of the last 24 hours for each counter of {@link HOURLY_CHARTS}, two per row.
 */
export function apiUsageDashboard(t: Translate): Record<string, unknown> {
  const cards = USAGE_COUNTERS.map((key, i) => latestCard(key, t, (i % 4) * 6, Math.floor(i / 4) * 2));
  const top = Math.ceil(USAGE_COUNTERS.length / 4) * 2;
  const charts = HOURLY_CHARTS.map((key, i) => hourlyChart(key, t, (i % 2) * 12, top + Math.floor(i / 2) * 5));
  const placed = [...cards, ...charts];
  return {
    title: t('lists:api-usage.title'),
    configuration: {
      widgets: Object.fromEntries(placed.map(({ at: _at, ...widget }) => [widget.id, widget])),
      states: {
        default: {
          name: t('lists:api-usage.title'),
          root: true,
          layouts: { main: { widgets: Object.fromEntries(placed.map((w) => [w.id, w.at])), gridSettings: { columns: 24, margin: 10 } } },
        },
      },
      entityAliases: { [ALIAS_ID]: { id: ALIAS_ID, alias: t('lists:api-usage.title'), filter: { type: 'apiUsageState', resolveMultiple: false } } },
      filters: {},
      timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: HOURLY_WINDOW_MS }, aggregation: { type: 'NONE', limit: 25000 } },
      settings: { stateControllerId: 'entity', showTitle: false, hideToolbar: true },
    },
  };
}
