import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/dashboard/define.js';
import '../../elements/widget/define.js';
import { $kitConfig, configure, kitClient } from '../../elements/core/runtime.js';
import { setLanguage } from '../../elements/core/i18n.js';
import type { TokenPair } from '../../sdk/index.js';
import { json, type FakeServer } from '../support/fake-fetch.js';
import { createFakeWebSocketHub, type FakeWebSocketHub } from '../support/fake-websocket.js';
import { embedBackend, inside, restoreFetch, tokenFor, until, widgetFrame } from './support/embed-backend.js';

// Credentials of the embedding elements: each element's own token provider, token pair, public id and
// backend stay with that element, the page's configure() keeps its own, and elements that share a backend
// and a credential share one client and so one websocket.

const FIRST = '9a1b2c3d-0000-11ee-9c6a-4b4c4f2a0e01';
const SECOND = '9a1b2c3d-0000-11ee-9c6a-4b4c4f2a0e02';
const DEVICE = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0e09';

/** A dashboard of one live value, so that showing it subscribes through the element's websocket. */
const dashboard = (id: string, title: string) => ({
  id: { entityType: 'DASHBOARD', id },
  title,
  configuration: {
    widgets: {
      value: {
        id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest',
        config: { title: `${title} value`, datasources: [{ type: 'entity', entityAliasId: 'one', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'Temperature', settings: {} }] }] },
      },
    },
    states: { default: { name: title, root: true, layouts: { main: { widgets: { value: { row: 0, col: 0, sizeX: 8, sizeY: 4 } }, gridSettings: { columns: 24, margin: 10 } } } } },
    entityAliases: { one: { id: 'one', alias: 'One', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'DEVICE', id: DEVICE } } } },
    settings: { stateControllerId: 'entity' },
  },
});

const user = (name: string): TokenPair => tokenFor({ sub: `${name}@example.com`, userId: `user-${name}`, scopes: ['TENANT_ADMIN'], isPublic: false });

let hub: FakeWebSocketHub;
const realWebSocket = window.WebSocket;

/** The token each request for a dashboard carried, in order. */
const tokensOf = (server: FakeServer, id: string) => server.requestsTo(`/api/dashboard/${id}`).map((r) => r.headers.get('X-Authorization')?.replace('Bearer ', ''));
/** The backends the requests for a dashboard went to. */
const hostsOf = (server: FakeServer, id: string) => [...new Set(server.requestsTo(`/api/dashboard/${id}`).map((r) => new URL(r.url).host))];
/** The token of each websocket the page opened, in order. */
const socketTokens = () => hub.sockets.map((s) => s.token);

/** Opens every websocket and waits until the one with `token` carries `count` entity subscriptions (one per live widget). */
async function subscriptionsOn(token: string, count: number): Promise<void> {
  for (const socket of hub.sockets) socket.open();
  const socket = hub.sockets.find((s) => s.token === token)!;
  const queries = () => socket.frames.flatMap((f) => f.entityDataCmds).filter((c) => c.query).length;
  await until(() => queries() >= count, `${count} subscriptions on one websocket`);
}

async function element<K extends 'tb-dashboard' | 'tb-widget'>(tag: K, attributes: Record<string, string>, properties: Partial<HTMLElementTagNameMap[K]> = {}): Promise<HTMLElementTagNameMap[K]> {
  const el = document.createElement(tag);
  Object.assign(el, properties);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.style.height = '320px';
  await fixture(html`<div>${el}</div>`);
  return el;
}

const shown = (el: Element, title: string) => until(() => widgetFrame(el, `${title} value`), `${title} shown`);

describe('embedding credentials', () => {
  let server: FakeServer;

  beforeEach(async () => {
    await setLanguage('en_US');
    hub = createFakeWebSocketHub();
    window.WebSocket = hub.WebSocket as unknown as typeof WebSocket;
    server = embedBackend({ [FIRST]: json(200, dashboard(FIRST, 'First')), [SECOND]: json(200, dashboard(SECOND, 'Second')) });
  });
  afterEach(() => {
    restoreFetch();
    window.WebSocket = realWebSocket;
  });

  it('sends a token provider set on tb-dashboard and tb-widget to the backend configure() named, never widening the page setup', async () => {
    configure({ baseUrl: 'http://provider.test' });
    const alice = user('alice');
    const bob = user('bob');
    const board = await element('tb-dashboard', { 'dashboard-id': FIRST }, { tokenProvider: () => alice });
    const widget = await element('tb-widget', { 'dashboard-id': SECOND, 'widget-id': 'value' }, { tokenProvider: async () => bob });
    await shown(board, 'First');
    await shown(widget, 'Second');
    expect(hostsOf(server, FIRST)).to.deep.equal(['provider.test']);
    expect(hostsOf(server, SECOND)).to.deep.equal(['provider.test']);
    expect(tokensOf(server, FIRST)).to.deep.equal([alice.token]);
    expect(tokensOf(server, SECOND)).to.deep.equal([bob.token]);
    expect($kitConfig.get().baseUrl).to.equal('http://provider.test');
    expect(kitClient().auth.$authUser.get()).to.equal(null);
    await until(() => hub.sockets.length === 2, 'a websocket per provider');
    expect(hub.sockets.map((s) => new URL(s.url).host)).to.deep.equal(['provider.test', 'provider.test']);
    expect(socketTokens()).to.have.members([alice.token, bob.token]);
    for (const request of server.requests) for (const pair of [alice, bob]) expect(request.url).to.not.contain(pair.token);
  });

  it('keeps each element\'s own token pair, one websocket per backend and user, a token in no URL but the websocket\'s', async () => {
    configure({ baseUrl: 'http://pairs.test' });
    const alice = user('alice');
    const bob = user('bob');
    const first = await element('tb-dashboard', { 'dashboard-id': FIRST }, { tokens: alice });
    await shown(first, 'First');
    const second = await element('tb-dashboard', { 'dashboard-id': SECOND }, { tokens: bob });
    await shown(second, 'Second');
    const sameUser = await element('tb-widget', { 'dashboard-id': SECOND, 'widget-id': 'value' }, { tokens: { ...alice } });
    await shown(sameUser, 'Second');
    // Signing the second element in did not sign the first one out of its own session.
    first.setAttribute('dashboard-id', SECOND);
    await until(() => tokensOf(server, SECOND).length === 3, 'the first element loads its new dashboard');
    expect(tokensOf(server, FIRST)).to.deep.equal([alice.token]);
    expect(tokensOf(server, SECOND)).to.deep.equal([bob.token, alice.token, alice.token]);
    await until(() => hub.sockets.length >= 2, 'a websocket per user');
    await subscriptionsOn(alice.token, 2);
    expect(socketTokens()).to.have.members([alice.token, bob.token]);
    for (const request of server.requests) for (const pair of [alice, bob]) expect(request.url).to.not.contain(pair.token);
  });

  it('signs elements naming the same public id in once on their own backend, apart from the page\'s signed-in client', async () => {
    const page = user('page');
    configure({ baseUrl: 'http://page.test', tokens: page });
    const publicId = '6b4d5e6f-4612-11e7-a919-92ebcb67fe99';
    const board = await element('tb-dashboard', { 'dashboard-id': FIRST, 'public-id': publicId, 'base-url': 'http://public.test' });
    const widget = await element('tb-widget', { 'dashboard-id': SECOND, 'widget-id': 'value', 'public-id': publicId, 'base-url': 'http://public.test' });
    await shown(board, 'First');
    await shown(widget, 'Second');
    const logins = server.requestsTo('/api/auth/login/public');
    expect(logins.map((r) => [new URL(r.url).host, JSON.parse(r.body).publicId])).to.deep.equal([['public.test', publicId]]);
    expect(hostsOf(server, FIRST)).to.deep.equal(['public.test']);
    expect(kitClient().auth.$authUser.get()?.userId).to.equal('user-page');
    await until(() => hub.sockets.length >= 1, 'a websocket for the public customer');
    await subscriptionsOn(hub.sockets[0]!.token!, 2);
    expect(hub.sockets.map((s) => new URL(s.url).host)).to.deep.equal(['public.test']);
    const shell = await element('tb-dashboard', { 'dashboard-id': FIRST });
    await shown(shell, 'First');
    expect(tokensOf(server, FIRST).at(-1)).to.equal(page.token);
    expect(inside(shell).querySelector('[role=alert]')).to.equal(null);
  });

  it('lets a later configure() call name a provider without moving the page to another backend', async () => {
    configure({ baseUrl: 'http://later.test' });
    const first = user('first');
    const second = user('second');
    configure({ tokenProvider: () => first });
    expect($kitConfig.get().baseUrl).to.equal('http://later.test');
    const board = await element('tb-dashboard', { 'dashboard-id': FIRST });
    await shown(board, 'First');
    configure({ tokenProvider: () => second });
    board.setAttribute('dashboard-id', SECOND);
    await shown(board, 'Second');
    expect(hostsOf(server, FIRST)).to.deep.equal(['later.test']);
    expect(tokensOf(server, FIRST)).to.deep.equal([first.token]);
    expect(tokensOf(server, SECOND)).to.deep.equal([second.token]);
  });
});
