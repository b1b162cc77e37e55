import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';
import { apiUsageDashboard, HOURLY_CHARTS, HOURLY_WINDOW_MS, USAGE_COUNTERS } from '../../console/pages/api-usage/api-usage.logic.js';

const t = (key: string) => `«${key}»`;

describe('the API usage page', () => {
  const json = apiUsageDashboard(t);
  const { dashboard, problems } = normaliseDashboard(json);
  const widgets = Object.values(dashboard.configuration.widgets);

  it('is a dashboard ThingsBoard 3.4.1 would open unchanged: no problem found while normalising it', () => {
    assert.deepEqual(problems, []);
  });

  it("reads the tenant's API usage state entity", () => {
    const aliases = Object.values(dashboard.configuration.entityAliases);
    assert.deepEqual(aliases.map((a) => a.filter.type), ['apiUsageState']);
    for (const w of widgets) assert.deepEqual(w.config.datasources.map((d) => d.entityAliasId), [aliases[0]!.id]);
  });

  it("shows each counter's month total on a card and charts four of them per hour over the last 24 hours", () => {
    const cards = widgets.filter((w) => w.typeAlias === 'simple_card');
    assert.deepEqual(cards.map((w) => w.config.datasources[0]!.dataKeys[0]!.name), [...USAGE_COUNTERS]);
    const charts = widgets.filter((w) => w.typeAlias === 'timeseries_bars_flot');
    assert.deepEqual(charts.map((w) => w.config.datasources[0]!.dataKeys[0]!.name), HOURLY_CHARTS.map((k) => `${k}Hourly`));
    assert.equal(HOURLY_WINDOW_MS, 86_400_000);
    for (const c of charts) {
      assert.equal(c.config.useDashboardTimewindow, false);
      assert.equal(c.config.timewindow?.realtime?.timewindowMs, HOURLY_WINDOW_MS);
    }
  });

  it('places every widget inside the 24 columns without overlaps', () => {
    const layout = dashboard.configuration.states.default!.layouts.main!.widgets;
    const cells = new Set<string>();
    for (const [id, at] of Object.entries(layout)) {
      assert.ok(at.col + at.sizeX <= 24, id);
      for (let r = at.row; r < at.row + at.sizeY; r++) {
        for (let c = at.col; c < at.col + at.sizeX; c++) {
          assert.ok(!cells.has(`${r}:${c}`), `${id} overlaps at ${r}:${c}`);
          cells.add(`${r}:${c}`);
        }
      }
    }
    assert.equal(Object.keys(layout).length, USAGE_COUNTERS.length + HOURLY_CHARTS.length);
  });

  it('names its cards and charts in the language of the person', () => {
    assert.equal(widgets.find((w) => w.typeAlias === 'simple_card')!.config.title, '«lists:api-usage.counter.transportMsgCount»');
  });
});
