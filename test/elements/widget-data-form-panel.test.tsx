import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { createDashboardEditor } from '../../elements/dashboard/edit/editor.store.js';
import { WidgetPanel } from '../../elements/dashboard/edit/widget-panel.js';
import type { EditorClient } from '../../elements/dashboard/edit/widget-descriptor.js';
import type { Dashboard, DashboardConfiguration } from '../../elements/dashboard/model/dashboard.types.js';
import { registerDashboardLocales } from '../../elements/dashboard/i18n/index.js';
import { provideWidgetType } from '../../elements/dashboard/widgets/custom/widget-types.js';
import { adoptKitStyles } from '../../elements/core/stylesheet.js';
import { click, press } from './support/kit-test.js';
import { storedTimewindow } from './support/timewindow-fixture.js';

/** A widget's own time window with aggregation NONE, the one setting that shows the limit slider. */
const OWN_WINDOW = storedTimewindow({ type: 'NONE', limit: 200 });

function configuration(): DashboardConfiguration {
  return {
    widgets: {
      chart: { id: 'chart', bundleAlias: 'panel_test', typeAlias: 'line_chart', type: 'timeseries', config: { title: 'Boiler chart', datasources: [], useDashboardTimewindow: false, timewindow: OWN_WINDOW } },
    },
    states: { default: { name: 'Boiler room', root: true, layouts: { main: { widgets: { chart: { row: 0, col: 0, sizeX: 8, sizeY: 5 } }, gridSettings: { columns: 24, margin: 10 } } } } },
    entityAliases: {},
    timewindow: OWN_WINDOW,
    settings: { stateControllerId: 'entity' },
  } as unknown as DashboardConfiguration;
}

/** A client answering the server's maximum datapoints limit (or failing it), counting the calls. */
function clientAnswering(limit: number | 'fails') {
  const calls: string[] = [];
  const client = {
    GET: (path: string) => {
      calls.push(path);
      if (path === '/api/dashboard/maxDatapointsLimit') return limit === 'fails' ? Promise.reject(new Error('offline')) : Promise.resolve({ data: limit, response: new Response() });
      return Promise.resolve({ data: undefined, response: new Response(null, { status: 404 }) });
    },
    call: () => Promise.reject(new Error('not used')),
  } as unknown as EditorClient;
  return { client, calls };
}

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Waits for a condition, patiently: the machine running the tests may be busy. */
const until = (condition: () => unknown, message: string) => waitUntil(condition, message, { timeout: 5000 });

async function mountPanel(client: EditorClient) {
  const config = configuration();
  const editor = createDashboardEditor(config, {});
  editor.select('chart');
  const dashboard = { title: 'Boiler room', configuration: config } as unknown as Dashboard;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <main>
      <WidgetPanel editor={editor} client={client} dashboard={dashboard} onDelete={() => {}} />
    </main>,
  );
  mounted = { root, container };
  await until(() => container.querySelector('[role=tab][data-tab=timewindow]'), 'panel tabs');
  return container;
}

/** Opens the Time window tab, then the widget's own time window, and answers the limit slider's maximum. */
async function sliderMax(container: HTMLElement, step = ''): Promise<string> {
  await click(container.querySelector('[role=tab][data-tab=timewindow]')!);
  await until(() => container.querySelector('button[aria-haspopup=dialog]'), 'own time window');
  await click(container.querySelector('button[aria-haspopup=dialog]')!);
  await until(() => document.querySelector('[role=dialog] input[type=range]'), `limit slider ${step}: ${document.body.textContent?.slice(0, 300)}`);
  const max = document.querySelector<HTMLInputElement>('[role=dialog] input[type=range]')!.max;
  await press('Escape');
  await until(() => !document.querySelector('[role=dialog] input[type=range]'), 'panel closed');
  return max;
}

before(async () => {
  adoptKitStyles(document);
  await registerDashboardLocales();
  provideWidgetType('panel_test', 'line_chart', { type: 'timeseries' } as never);
});
afterEach(() => {
  mounted?.root.unmount();
  mounted?.container.remove();
  mounted = null;
});

describe('widget side panel: server datapoints limit', () => {
  it("gives the widget's own time window the server's maximum datapoints limit, asked once per client", async () => {
    const { client, calls } = clientAnswering(1000);
    let container = await mountPanel(client);
    await until(() => calls.includes('/api/dashboard/maxDatapointsLimit'), 'limit asked');
    expect(await sliderMax(container, 'first')).to.equal('1000');
    mounted!.root.unmount();
    mounted!.container.remove();
    container = await mountPanel(client);
    expect(await sliderMax(container)).to.equal('1000');
    expect(calls.filter((c) => c === '/api/dashboard/maxDatapointsLimit')).to.have.length(1);
  });

  it('keeps the default bound when the limit cannot be read', async () => {
    const { client, calls } = clientAnswering('fails');
    const container = await mountPanel(client);
    await until(() => calls.includes('/api/dashboard/maxDatapointsLimit'), 'limit asked');
    expect(await sliderMax(container)).to.equal('500');
  });
});
