import { expect, waitUntil } from '@open-wc/testing';
import { useExistingClient } from '../../elements/core/runtime.js';
import EdgesOverview from '../../elements/dashboard/widgets/values/edges-overview.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import type { WidgetEntity } from '../../elements/dashboard/widgets/widget-contract.js';
import { createClient, createMemoryTokenStore } from '../../sdk/index.js';
import { createFakeServer, json, tbError, type FakeServer } from '../support/fake-fetch.js';
import { axeViolations, click, press } from './support/kit-test.js';
import { cleanUpViews, mountView, ready, row, textOf, widgetOf } from './widget-harness.js';

const BASE = 'http://edges.test';

/** An unsigned JWT (the client never checks signatures). */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.c2ln`;
}

async function signedInServer(): Promise<FakeServer> {
  const server = createFakeServer();
  const client = createClient({ baseUrl: BASE, tokenStore: createMemoryTokenStore(), fetch: server.fetch });
  const iat = Math.floor(Date.now() / 1000);
  await client.auth.loginWithTokens({
    token: jwt({ sub: 't@x', userId: 'u', scopes: ['TENANT_ADMIN'], tenantId: 't', customerId: '13814000-1dd2-11b2-8080-808080808080', isPublic: false, iat, exp: iat + 9000 }),
    refreshToken: jwt({ sub: 't@x', scopes: ['REFRESH_TOKEN'], iat, exp: iat + 604800 }),
  });
  useExistingClient(client);
  return server;
}

const edge = (id: string, name: string): WidgetEntity => ({ entityType: 'EDGE', id, name, label: '' });
const page = (names: string[], total = names.length, field = 'name') => json(200, { data: names.map((n, i) => ({ id: { id: `${n}-${i}` }, [field]: n })), totalPages: 1, totalElements: total, hasNext: false });
const edges = ready([row(edge('e1', 'Edge Berlin'), []), row(edge('e2', 'Edge with a name far too long to fit on one line of the overview widget'), [])]);
const widget = widgetOf('edge_widgets', 'edges_overview');

describe('edges overview widget', () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await signedInServer();
  });
  afterEach(cleanUpViews);

  it('is registered under edge_widgets.edges_overview', async () => {
    expect((await VALUE_WIDGETS['edge_widgets.edges_overview']!()).default).to.equal(EdgesOverview);
  });

  it('lists the edges closed, names cut with a title, and loads nothing until one opens', async () => {
    const view = await mountView(EdgesOverview, { widget, data: edges });
    const buttons = [...view.host.querySelectorAll('button[aria-expanded]')];
    expect(buttons.map(textOf)).to.deep.equal(['Edge Berlin', 'Edge with a name far too long to fit on one line of the overview widget']);
    expect(buttons[1]!.querySelector('[title]')!.getAttribute('title')).to.equal('Edge with a name far too long to fit on one line of the overview widget');
    expect(buttons.every((b) => b.getAttribute('aria-expanded') === 'false')).to.equal(true);
    expect(server.requests.length).to.equal(0);
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('opens an edge by keyboard and lists what is assigned per kind with counts', async () => {
    server
      .route('GET', '/api/edge/e1/devices', page(['Thermostat T1', 'Pump <b>P1</b>'], 45))
      .route('GET', '/api/edge/e1/assets', page([]))
      .route('GET', '/api/edge/e1/dashboards', page(['Plant overview'], 1, 'title'))
      .route('GET', '/api/edge/e1/ruleChains', tbError(403, 20, 'You don\'t have permission to perform this operation!'));
    const view = await mountView(EdgesOverview, { widget, data: edges, settings: { displayEntityGroups: ['DEVICE', 'ASSET', 'DASHBOARD', 'RULE_CHAIN'] }, height: 480 });
    view.host.querySelector<HTMLElement>('button[aria-expanded]')!.focus();
    await press('Enter');
    await waitUntil(() => view.host.querySelectorAll('[data-part=count]').length === 3, 'three kinds loaded');
    await waitUntil(() => view.host.querySelector('[role=alert]'), 'rule chains refused');
    const group = (type: string) => view.host.querySelector<HTMLElement>(`[data-group=${type}]`)!.innerText.replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim();
    expect(group('DEVICE')).to.equal('Devices 45 Thermostat T1 Pump <b>P1</b> Not shown: 43 more');
    expect(group('ASSET')).to.equal('Assets 0 Nothing assigned');
    expect(group('DASHBOARD')).to.equal('Dashboards 1 Plant overview');
    expect(group('RULE_CHAIN')).to.contain('What is assigned to this edge could not be loaded: You don\'t have permission to perform this operation!');
    expect(view.host.querySelector('[data-group] b')).to.equal(null);
    expect(server.requestsTo('/api/edge/e1/devices')[0]!.query.get('pageSize')).to.equal('20');
    expect(server.requestsTo('/api/edge/e1/entityViews').length).to.equal(0);
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('loads a refused kind again on Try again', async () => {
    let calls = 0;
    server.route('GET', '/api/edge/e1/devices', () => (++calls === 1 ? tbError(500, 2, 'Database down') : page(['Thermostat T1'])));
    const view = await mountView(EdgesOverview, { widget, data: edges, settings: { displayEntityGroups: ['DEVICE'] } });
    await click(view.host.querySelector('button[aria-expanded]')!);
    await waitUntil(() => view.host.querySelector('[role=alert]'), 'the failure');
    expect(textOf(view.host.querySelector('[role=alert]')!)).to.contain('Database down');
    await click(view.host.querySelector<HTMLElement>('[role=alert] button')!);
    await waitUntil(() => textOf(view.host).includes('Thermostat T1'), 'loaded on retry');
    expect(view.host.querySelector('[role=alert]')).to.equal(null);
  });

  it('closes an open edge and says when the datasource has no edges', async () => {
    server.route('GET', '/api/edge/e1/devices', page([]));
    const view = await mountView(EdgesOverview, { widget, data: edges, settings: { displayEntityGroups: ['DEVICE'] } });
    const button = view.host.querySelector('button[aria-expanded]')!;
    await click(button);
    await waitUntil(() => button.getAttribute('aria-expanded') === 'true', 'open');
    await click(button);
    await waitUntil(() => button.getAttribute('aria-expanded') === 'false', 'closed');
    expect(view.host.querySelector('[data-group]')).to.equal(null);
    const empty = await mountView(EdgesOverview, { widget, data: ready([]) });
    expect(textOf(empty.host)).to.equal('No edges to show');
  });
});
