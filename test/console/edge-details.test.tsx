import { expect, waitUntil } from '@open-wc/testing';
import { useStore } from '@nanostores/react';
import EdgeDetailsPage from '../../console/pages/edges/edge-details.js';
import { routeNamed } from '../../console/routes.js';
import { $router } from '../../console/session/router.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, findButton, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const E = '3c4d5e60-1d1c-11ee-9c6a-4b4c4f2a0001';
const ROOT = '3c4d5e60-1d1c-11ee-9c6a-4b4c4f2a00a1';
const RELAY = '3c4d5e60-1d1c-11ee-9c6a-4b4c4f2a00a2';
const SPARE = '3c4d5e60-1d1c-11ee-9c6a-4b4c4f2a00a3';
const DEVICE = '3c4d5e60-1d1c-11ee-9c6a-4b4c4f2a00d1';
const QUEUE_START = 1700000500000;
const EDGE = {
  id: { entityType: 'EDGE', id: E },
  name: 'Edge North',
  type: 'gateway',
  label: '',
  routingKey: 'rk-1',
  secret: 's-1',
  rootRuleChainId: { entityType: 'RULE_CHAIN', id: ROOT },
  additionalInfo: {},
};
const chain = (id: string, name: string, createdTime = 1700000000000) => ({ id: { entityType: 'RULE_CHAIN', id }, name, type: 'EDGE', createdTime });
const page = <T,>(data: T[], hasNext = false) => ({ data, hasNext, totalElements: data.length, totalPages: 1 });
const event = (id: string, createdTime: number, type: string, action: string, body: unknown = null) => ({
  id: { id },
  createdTime,
  edgeId: { entityType: 'EDGE', id: E },
  type,
  action,
  entityId: DEVICE,
  uid: null,
  body,
});

let seen: ReturnType<typeof useFakeServer> | undefined;

/** Waits for a condition; a timeout says what the page showed and which calls it made. */
async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    const calls = seen?.requests.map((r) => `${r.method} ${r.path}`).join(', ');
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 400) ?? ''}" after ${calls ?? 'no calls'}`);
  });
}

/** A fake server holding one edge with two assigned rule chains (the root and a relay), a spare edge rule chain and three events. */
function edgeServer() {
  let assigned = [chain(ROOT, 'Edge Root'), chain(RELAY, 'Relay <b>chain</b>', 1700000100000)];
  const server = useFakeServer()
    .route('GET', `/api/edge/info/${E}`, json(200, EDGE))
    .route('GET', `/api/edge/${E}/events`, json(200, page([
      event('e3', QUEUE_START + 1000, 'DEVICE', 'UPDATED', { name: '<img src=x onerror=alert(1)>', attributes: { level: 3 } }),
      event('e2', QUEUE_START, 'RULE_CHAIN', 'ADDED'),
      event('e1', QUEUE_START - 1000, 'DEVICE', 'ADDED'),
    ], true)))
    .route('GET', `/api/plugins/telemetry/EDGE/${E}/values/attributes/SERVER_SCOPE`, json(200, [{ key: 'queueStartTs', value: QUEUE_START, lastUpdateTs: QUEUE_START }]))
    .route('POST', `/api/edge/sync/${E}`, json(200))
    .route('GET', `/api/edge/${E}/ruleChains`, () => json(200, page(assigned)))
    .route('GET', '/api/ruleChains', (r: SeenRequest) => json(200, page([chain(ROOT, 'Edge Root'), chain(RELAY, 'Relay <b>chain</b>'), chain(SPARE, 'Spare chain')].filter((c) => c.name.toLowerCase().includes((r.query.get('textSearch') ?? '').toLowerCase())))))
    .route('GET', `/api/edge/missingToRelatedRuleChains/${E}`, json(200, { 'Relay <b>chain</b>': ['Forwarder'] }))
    .route('POST', `/api/edge/${E}/ruleChain/${SPARE}`, () => {
      assigned = [...assigned, chain(SPARE, 'Spare chain', 1700000200000)];
      return json(200, chain(SPARE, 'Spare chain'));
    })
    .route('DELETE', `/api/edge/${E}/ruleChain/${RELAY}`, () => {
      assigned = assigned.filter((c) => c.id.id !== RELAY);
      return json(200, chain(RELAY, 'Relay <b>chain</b>'));
    })
    .route('POST', `/api/edge/${E}/${RELAY}/root`, json(200, { ...EDGE, rootRuleChainId: { entityType: 'RULE_CHAIN', id: RELAY } }));
  seen = server;
  return server;
}

/** Renders the edge page at a path, with the route's parameters and query from the router. */
async function open(path: string, role: 'TENANT_ADMIN' | 'CUSTOMER_USER' = 'TENANT_ADMIN') {
  await signInAs(role);
  history.replaceState(null, '', path);
  $router.open(path, true);
  function Routed() {
    const at = useStore($router);
    return <EdgeDetailsPage route={routeNamed('edge')} params={at?.params ?? {}} search={at?.search ?? {}} />;
  }
  const rendered = await renderPage(<Routed />);
  await until(() => rendered.querySelector('h1'), 'edge loaded');
  return rendered;
}

const tabNames = () => [...document.querySelectorAll('[role=tab]')].map((t) => t.textContent);
const tab = (name: string) => [...document.querySelectorAll<HTMLElement>('[role=tab]')].find((t) => t.textContent === name)!;
const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('[role=tabpanel] tbody tr:not([aria-hidden])')];
const rowTexts = () => rows().map((row) => [...row.querySelectorAll('td')].map((c) => c.innerText.trim()));
const dialogButton = (name: string) => button(name, openDialog()!);
const options = () => [...(openDialog()?.querySelectorAll('[role=option]') ?? [])].map((o) => o.textContent);

describe('edge details page: events', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('in right-to-left, the routing key and secret keep clear of their copy buttons', async () => {
    edgeServer();
    document.documentElement.dir = 'rtl';
    try {
      const rendered = await open(`/edgeInstances/${E}`);
      await until(() => rendered.querySelector('input[value="rk-1"]'), 'routing key shown');
      for (const value of ['rk-1', 's-1']) {
        const input = rendered.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
        const copy = input.parentElement!.querySelector('button')!.getBoundingClientRect();
        const box = input.getBoundingClientRect();
        // The copy button sits at the inline end, the left in right-to-left; the text starts past it.
        expect(copy.left - box.left).to.be.lessThan(box.right - copy.right);
        expect(box.left + parseFloat(getComputedStyle(input).paddingLeft)).to.be.at.least(copy.right);
      }
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('lists the edge events of the last day newest first with PENDING grey and DEPLOYED black as words, axe clean', async () => {
    const server = edgeServer();
    const before = Date.now();
    const rendered = await open(`/edgeInstances/${E}`);
    expect(tabNames()).to.deep.equal(['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations', 'Audit logs', 'Events', 'Edge events', 'Edge rule chains']);
    await clickOn(tab('Edge events'));
    await until(() => location.search === '?tab=edgeEvents' && rows().length === 3, 'events listed');
    expect(rowTexts().map((cells) => cells.slice(1, 5))).to.deep.equal([
      ['DEVICE', 'UPDATED', DEVICE, 'Pending'],
      ['RULE_CHAIN', 'ADDED', DEVICE, 'Deployed'],
      ['DEVICE', 'ADDED', DEVICE, 'Deployed'],
    ]);
    const status = (index: number) => rows()[index]!.querySelector<HTMLElement>('[data-status]')!;
    expect([status(0).dataset.status, status(1).dataset.status]).to.deep.equal(['PENDING', 'DEPLOYED']);
    expect(getComputedStyle(status(0)).color).to.equal('rgb(89, 98, 109)');
    expect(getComputedStyle(status(1)).color).to.equal('rgb(0, 0, 0)');
    const query = server.requestsTo(`/api/edge/${E}/events`)[0]!.query;
    expect([query.get('pageSize'), query.get('page'), query.get('sortProperty'), query.get('sortOrder')]).to.deep.equal(['20', '0', 'createdTime', 'DESC']);
    const [start, end] = [Number(query.get('startTime')), Number(query.get('endTime'))];
    expect(end - start).to.equal(86_400_000);
    expect(end).to.be.within(before, Date.now());
    expect(server.requestsTo(`/api/plugins/telemetry/EDGE/${E}/values/attributes/SERVER_SCOPE`)[0]!.query.get('keys')).to.equal('queueStartTs');
    expect(await axeViolations(rendered)).to.deep.equal([]);
  });

  it('shows an event body as formatted JSON text, markup untouched, and only for events that have one', async () => {
    edgeServer();
    await open(`/edgeInstances/${E}?tab=edgeEvents`);
    await until(() => rows().length === 3, 'events listed');
    expect(rows().map((row) => row.querySelectorAll('button').length)).to.deep.equal([1, 0, 0]);
    await clickOn(button('View the body of DEVICE UPDATED'));
    await until(() => openDialog(), 'body shown');
    const pre = openDialog()!.querySelector('pre')!;
    expect(pre.textContent).to.equal('{\n  "name": "<img src=x onerror=alert(1)>",\n  "attributes": {\n    "level": 3\n  }\n}');
    expect(openDialog()!.querySelector('img')).to.equal(null);
    expect(shows('Body of DEVICE UPDATED', openDialog()!)).to.equal(true);
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    await clickOn(dialogButton('Close'));
    await until(() => !openDialog(), 'dialog closed');
  });

  it('loads the next page on "load more" and keeps the first', async () => {
    const server = edgeServer();
    await open(`/edgeInstances/${E}?tab=edgeEvents`);
    await until(() => rows().length === 3, 'first page');
    server.route('GET', `/api/edge/${E}/events`, json(200, page([event('e0', QUEUE_START - 5000, 'ASSET', 'DELETED')])));
    await clickOn(button('Load more'));
    await until(() => rows().length === 4, 'second page appended');
    expect(rowTexts()[3]!.slice(1, 5)).to.deep.equal(['ASSET', 'DELETED', DEVICE, 'Deployed']);
    expect(server.requestsTo(`/api/edge/${E}/events`)[1]!.query.get('page')).to.equal('1');
    expect(findButton('Load more')).to.equal(undefined);
  });

  it('says when there are no events, and shows a failed load with a retry', async () => {
    const server = edgeServer().route('GET', `/api/edge/${E}/events`, json(500, { status: 500, message: 'Database is down', errorCode: 2 }));
    await open(`/edgeInstances/${E}?tab=edgeEvents`);
    await until(() => shows('The edge events could not be loaded.'), 'failure shown');
    server.route('GET', `/api/edge/${E}/events`, json(200, page([])));
    await clickOn(button('Retry'));
    await until(() => shows('No edge events in this time window.'), 'empty state');
  });

  it('syncs the edge from the header with a toast, and reads the events again', async () => {
    const server = edgeServer();
    await open(`/edgeInstances/${E}?tab=edgeEvents`);
    await until(() => rows().length === 3, 'events listed');
    await clickOn(button('Sync edge'));
    await until(() => toastTexts().some((t) => t.includes('Sync of Edge North requested')), 'sync toast');
    expect(server.requestsTo(`/api/edge/sync/${E}`).map((r) => r.method)).to.deep.equal(['POST']);
    await until(() => server.requestsTo(`/api/edge/${E}/events`).length === 2, 'events read again');
  });

  it('shows the server message when the sync is refused', async () => {
    edgeServer().route('POST', `/api/edge/sync/${E}`, json(400, { status: 400, message: 'Edges support disabled', errorCode: 31 }));
    await open(`/edgeInstances/${E}`);
    await clickOn(button('Sync edge'));
    await until(() => toastTexts().some((t) => t.includes('The edge could not be synced: Edges support disabled')), 'refusal toast');
  });

  it('gives a customer user no edge events, rule chains or sync', async () => {
    const server = edgeServer();
    await open(`/edgeInstances/${E}?tab=edgeEvents`, 'CUSTOMER_USER');
    expect(tabNames()).to.deep.equal(['Details', 'Attributes', 'Latest telemetry', 'Alarms', 'Relations']);
    expect(findButton('Sync edge')).to.equal(undefined);
    expect(server.requestsTo(`/api/edge/${E}/events`)).to.have.length(0);
    expect(server.requestsTo(`/api/edge/${E}/ruleChains`)).to.have.length(0);
  });
});

describe('edge details page: rule chains', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lists the assigned rule chains with the root marked and unremovable, and warns of missing ones, axe clean', async () => {
    const server = edgeServer();
    const rendered = await open(`/edgeInstances/${E}?tab=edgeRuleChains`);
    await until(() => rows().length === 2 && shows('Forwarder'), 'rule chains and warning');
    expect(rowTexts().map((cells) => cells[0])).to.deep.equal(['Edge Root\nRoot', 'Relay <b>chain</b>']);
    expect(rows()[0]!.querySelectorAll('button')).to.have.length(0);
    expect([...rows()[1]!.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'Make Relay <b>chain</b> the root rule chain',
      'Unassign Relay <b>chain</b>',
    ]);
    expect(shows("'Relay <b>chain</b>' uses Forwarder")).to.equal(true);
    expect(rendered.querySelector('[role=tabpanel] b')).to.equal(null);
    const query = server.requestsTo(`/api/edge/${E}/ruleChains`)[0]!.query;
    expect([query.get('pageSize'), query.get('page'), query.get('sortProperty'), query.get('sortOrder')]).to.deep.equal(['20', '0', 'name', 'ASC']);
    expect(await axeViolations(rendered)).to.deep.equal([]);
  });

  it('assigns an edge rule chain picked in the dialog, offering only the unassigned ones', async () => {
    const server = edgeServer();
    await open(`/edgeInstances/${E}?tab=edgeRuleChains`);
    await until(() => rows().length === 2, 'rule chains listed');
    await clickOn(button('Assign rule chain'));
    await until(() => openDialog(), 'dialog open');
    await clickOn(dialogButton('Assign'));
    await until(() => shows('Pick a rule chain.', openDialog()!), 'required message');
    expect(server.requestsTo(`/api/edge/${E}/ruleChain/${SPARE}`)).to.have.length(0);
    const combobox = openDialog()!.querySelector<HTMLInputElement>('input[role=combobox]')!;
    await clickOn(combobox);
    await until(() => options().length > 0, 'choices shown');
    expect(options()).to.deep.equal(['Spare chain']);
    expect(server.requestsTo('/api/ruleChains')[0]!.query.get('type')).to.equal('EDGE');
    expect(server.requestsTo('/api/ruleChains')[0]!.query.get('pageSize')).to.equal('50');
    await type('spa');
    await until(() => server.requestsTo('/api/ruleChains').some((r) => r.query.get('textSearch') === 'spa') && options().length === 1, 'searched');
    await press('ArrowDown');
    await press('Enter');
    await until(() => combobox.value === 'Spare chain', 'picked');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    await clickOn(dialogButton('Assign'));
    await until(() => !openDialog(), 'dialog closed');
    expect(server.requestsTo(`/api/edge/${E}/ruleChain/${SPARE}`).map((r) => r.method)).to.deep.equal(['POST']);
    await until(() => rows().length === 3, 'assigned chain listed');
    expect(toastTexts().some((t) => t.includes("Rule chain 'Spare chain' assigned to Edge North."))).to.equal(true);
    await until(() => server.requestsTo(`/api/edge/missingToRelatedRuleChains/${E}`).length === 2, 'warning read again');
  });

  it('unassigns a rule chain after a confirmation naming it and the edge', async () => {
    const server = edgeServer();
    await open(`/edgeInstances/${E}?tab=edgeRuleChains`);
    await until(() => rows().length === 2, 'rule chains listed');
    await clickOn(button('Unassign Relay <b>chain</b>'));
    await until(() => openDialog() && shows("Unassign the rule chain 'Relay <b>chain</b>' from Edge North?", openDialog()!), 'confirmation names it');
    await clickOn(dialogButton('Unassign'));
    await until(() => rows().length === 1, 'chain gone');
    expect(server.requestsTo(`/api/edge/${E}/ruleChain/${RELAY}`).map((r) => r.method)).to.deep.equal(['DELETE']);
    expect(toastTexts().some((t) => t.includes("Rule chain 'Relay <b>chain</b>' unassigned from Edge North."))).to.equal(true);
  });

  it('makes another rule chain the root, which then loses its unassign button', async () => {
    const server = edgeServer();
    await open(`/edgeInstances/${E}?tab=edgeRuleChains`);
    await until(() => rows().length === 2, 'rule chains listed');
    await clickOn(button('Make Relay <b>chain</b> the root rule chain'));
    await until(() => rowTexts()[1]?.[0] === 'Relay <b>chain</b>\nRoot', 'new root marked');
    expect(server.requestsTo(`/api/edge/${E}/${RELAY}/root`).map((r) => r.method)).to.deep.equal(['POST']);
    expect(rows()[1]!.querySelectorAll('button')).to.have.length(0);
    expect(rows()[0]!.querySelectorAll('button')).to.have.length(2);
    expect(toastTexts().some((t) => t.includes("'Relay <b>chain</b>' is now the root rule chain of Edge North."))).to.equal(true);
  });

  it('shows the server message when an unassignment is refused', async () => {
    edgeServer().route('DELETE', `/api/edge/${E}/ruleChain/${RELAY}`, json(400, { status: 400, message: 'Rule chain is in use', errorCode: 31 }));
    await open(`/edgeInstances/${E}?tab=edgeRuleChains`);
    await until(() => rows().length === 2, 'rule chains listed');
    await clickOn(button('Unassign Relay <b>chain</b>'));
    await until(() => openDialog(), 'confirmation');
    await clickOn(dialogButton('Unassign'));
    await until(() => toastTexts().some((t) => t.includes("Rule chain 'Relay <b>chain</b>' was not unassigned: Rule chain is in use")), 'refusal toast');
    expect(rows()).to.have.length(2);
  });
});
