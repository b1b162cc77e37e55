import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../elements/dashboard/define.js';
import { registerDashboardLocales } from '../../elements/dashboard/i18n/index.js';
import { createFunctionSandbox } from '../../elements/dashboard/runtime/function-sandbox.js';
import { FRAME_GRACE_MS, FunctionFailure, type FunctionValue } from '../../elements/dashboard/runtime/function-sandbox.logic.js';
import type { DashboardChannel } from '../../elements/dashboard/runtime/widget-runtime.js';
import { $sandboxUrl, SANDBOX_PAGE } from '../../elements/dashboard/widgets/custom/index.js';
import { createFakeServer, json } from '../support/fake-fetch.js';

// Function (generated) datasources in a real browser: the `tb-dashboard` element computes each key's
// funcBody in one sandboxed frame and draws the values like subscribed data; a failing key is named on
// its widget; the functions reach none of the page's cookies, storage, DOM or server; a function that
// never returns is stopped without freezing the page.

const DASHBOARD_ID = '7a1b2c3d-0000-11ee-9c6a-4b4c4f2a0f0f';
const at = (row: number, col: number, sizeX: number, sizeY: number) => ({ row, col, sizeX, sizeY });
const fn = (label: string, funcBody: string, extra: Record<string, unknown> = {}) => ({ name: 'f(x)', type: 'function', label, funcBody, settings: {}, ...extra });
const generated = (...dataKeys: unknown[]) => [{ type: 'function', name: 'Simulated', dataKeys }];

/** What a function tries to read of the page; each attempt answers `name=value` or `name:ErrorName`. */
const PROBE = [
  'var seen = [];',
  'function probe(name, read) { try { seen.push(name + "=" + read()); } catch (e) { seen.push(name + ":" + e.name); } }',
  'probe("cookie", function () { return document.cookie; });',
  'probe("storage", function () { return localStorage.getItem("jwt_token"); });',
  'probe("top", function () { return window.top.document.title; });',
  'probe("parent", function () { return parent.document.body.innerHTML.length; });',
  'probe("idb", function () { indexedDB.open("tbkit-probe"); return "open"; });',
  'return seen.join(" ");',
].join('\n');

const DASHBOARD = {
  id: { entityType: 'DASHBOARD', id: DASHBOARD_ID },
  title: 'Generated',
  configuration: {
    widgets: {
      chart: {
        id: 'chart', bundleAlias: 'charts', typeAlias: 'basic_timeseries', type: 'timeseries',
        config: {
          title: 'Counter', showLegend: true, legendConfig: { position: 'bottom', showMin: true, showMax: true, showLatest: true },
          datasources: generated(fn('Count', 'return prevValue + 1;', { color: '#2196f3', decimals: 0 })),
        },
      },
      value: {
        id: 'value', bundleAlias: 'digital_gauges', typeAlias: 'digital_value', type: 'latest',
        config: { title: 'Generated temperature', units: '°C', decimals: 1, datasources: generated(fn('Temperature', 'return 20 + 1.5;')) },
      },
      broken: {
        id: 'broken', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest',
        config: { title: 'Broken', datasources: generated(fn('Pressure', 'return missingThing + 1;')) },
      },
      snoop: {
        id: 'snoop', bundleAlias: 'cards', typeAlias: 'simple_card', type: 'latest',
        config: { title: 'Snoop', datasources: generated(fn('Probe', PROBE)) },
      },
    },
    states: { default: { name: 'Generated', root: true, layouts: { main: { widgets: { chart: at(0, 0, 12, 6), value: at(0, 12, 6, 4), broken: at(6, 0, 6, 3), snoop: at(6, 6, 18, 3) }, gridSettings: { columns: 24, margin: 10 } } } } },
    entityAliases: {},
    timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 10_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 200 } },
    settings: { stateControllerId: 'entity' },
  },
};

const noChannel: DashboardChannel = {
  subscribeEntityData: () => { throw new Error('a function datasource subscribes nothing'); },
  subscribeAlarmData: () => ({ active: true, cmdId: 0, page: null, unsubscribe: () => {} }),
  subscribeEntityCount: () => ({ active: true, cmdId: 0, unsubscribe: () => {} }),
};

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS512' })}.${encode(claims)}.c2ln`;
}

const until = (condition: () => unknown, message: string, timeout = 5000) => waitUntil(condition, message, { timeout });
const section = (el: Element, title: string) => el.shadowRoot!.querySelector<HTMLElement>(`section[aria-label="${title}"]`);

const realFetch = window.fetch;

describe('function datasources', () => {
  before(async () => {
    await registerDashboardLocales();
    const iat = Math.floor(Date.now() / 1000);
    const server = createFakeServer()
      .route('POST', '/api/auth/login/public', json(200, { token: jwt({ sub: 'public', scopes: ['CUSTOMER_USER'], isPublic: true, customerId: 'p', iat, exp: iat + 9000 }), refreshToken: null }))
      .route('GET', `/api/dashboard/${DASHBOARD_ID}`, json(200, DASHBOARD))
      .route('GET', '/api/dashboard/serverTime', json(200, Date.now()))
      .route('GET', '/api/dashboard/maxDatapointsLimit', json(200, 50000));
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => server.fetch(input instanceof Request ? input : new Request(new URL(String(input), location.href), init));
    document.cookie = 'tbkit-secret=cookie-value-1; path=/';
    localStorage.setItem('jwt_token', 'token-value-1');
  });

  after(() => {
    window.fetch = realFetch;
    document.cookie = 'tbkit-secret=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    localStorage.removeItem('jwt_token');
  });

  it('draws generated values in a chart and a value card, names a failing key, and runs every key in one sandbox frame', async () => {
    const el = document.createElement('tb-dashboard');
    el.realtime = noChannel;
    el.setAttribute('dashboard-id', DASHBOARD_ID);
    el.setAttribute('public-id', 'p');
    el.style.height = '760px';
    await fixture(html`<div style="width: 1200px">${el}</div>`);

    await until(() => section(el, 'Generated temperature')?.querySelector('[role=img]'), 'value card drawn');
    expect(section(el, 'Generated temperature')!.querySelector('[role=img]')!.getAttribute('aria-label')).to.contain('21.5');

    const chart = () => section(el, 'Counter');
    await until(() => chart()?.querySelector('[part=plot][data-points]'), 'chart drawn');
    const legend = () => [...chart()!.querySelectorAll('[part=legend] tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent?.trim()));
    // Eleven points over the ten seconds, the counter starting from prevValue 0: min 1, max 11 at first.
    await until(() => legend()[0]?.includes('1'), 'legend shows the first value');
    const [row] = legend();
    expect(row![0]).to.contain('Count');
    expect(row).to.include('1');
    expect(Number(row![2])).to.be.at.least(11);
    // New points arrive as time passes: the latest value keeps growing.
    const latest = () => Number(legend()[0]!.at(-1));
    const before = latest();
    await until(() => latest() > before, 'the chart takes new points', 4000);

    await until(() => section(el, 'Broken')?.querySelector('[role=alert]'), 'failure shown');
    expect(section(el, 'Broken')!.textContent).to.contain('The function of data key Pressure failed: ReferenceError: missingThing is not defined');

    expect(el.shadowRoot!.querySelectorAll('iframe[sandbox]').length).to.equal(1);
    expect(el.shadowRoot!.querySelector('iframe[sandbox]')!.getAttribute('sandbox')).to.equal('allow-scripts');
    expect(document.querySelectorAll('iframe').length, 'no frame outside the element').to.equal(0);

    await until(() => section(el, 'Snoop')?.querySelector('[part=value]'), 'probe shown');
    const seen = section(el, 'Snoop')!.querySelector('[part=value]')!.textContent!;
    expect(seen).not.to.contain('cookie-value-1');
    expect(seen).not.to.contain('token-value-1');
    expect(seen.split(' ').every((entry) => entry.includes(':') && !entry.includes('=')), seen).to.equal(true);
    el.remove();
  });

  describe('the sandbox', () => {
    let box: HTMLElement;
    beforeEach(() => {
      box = document.createElement('div');
      document.body.append(box);
    });
    afterEach(() => {
      box.remove();
      $sandboxUrl.set(null);
    });

    /** The probe's answers, run as a data key's function. */
    async function probed(sandbox: ReturnType<typeof createFunctionSandbox>): Promise<FunctionValue> {
      const result = await sandbox.series({ body: PROBE, start: 0, step: 1000, count: 1, prevValue: 0 });
      return result.values[0]!;
    }

    it('stops a function that never returns after its limit, keeps the page responsive, runs other jobs meanwhile and the next job after', async () => {
      const sandbox = createFunctionSandbox({ container: () => box, timeoutMs: 400 });
      await sandbox.series({ body: 'return 1;', start: 0, step: 1, count: 1, prevValue: 0 });
      const endless = sandbox.series({ body: 'for (;;) {}', start: 0, step: 1, count: 1, prevValue: 0 }).then(() => null, (e: unknown) => e);
      const asked = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(performance.now() - asked, 'page timers still run').to.be.below(250);
      const other = await sandbox.series({ body: 'return 2;', start: 0, step: 1, count: 1, prevValue: 0 });
      expect(Array.from(other.values)).to.deep.equal([2]);
      expect(performance.now() - asked, 'another job does not wait for the endless one').to.be.below(400);
      const failure = await endless;
      expect(failure).to.be.instanceOf(FunctionFailure);
      expect((failure as FunctionFailure).kind).to.equal('timeout');
      const next = await sandbox.series({ body: 'return prevValue * 2;', start: 0, step: 1, count: 3, prevValue: 1 });
      expect(Array.from(next.values)).to.deep.equal([2, 4, 8]);
      expect(next.last).to.equal(8);
      sandbox.reset();
    });

    it('reaches none of the page\'s cookies, storage, DOM or server', async () => {
      const sandbox = createFunctionSandbox({ container: () => box });
      const seen = String(await probed(sandbox));
      expect(seen).to.equal('cookie:ReferenceError storage:ReferenceError top:ReferenceError parent:ReferenceError idb:SecurityError');
      const fetched = await sandbox.call({ args: ['url'], body: 'return fetch(url).then(function () { return "reached"; }, function (e) { return "blocked:" + e.name; });', values: [`${location.origin}/api/dashboard/serverTime`], contextAt: -1 });
      expect(fetched).to.equal('blocked:TypeError');
      sandbox.reset();
    });

    it('still runs functions where no worker may start, reaching nothing of the page, and reports one that ran past its limit', async () => {
      // A host page whose policy forbids blob workers passes it on to a srcdoc frame: the frame runs jobs itself.
      const page = SANDBOX_PAGE.replace('worker-src blob:; ', '');
      expect(page).not.to.equal(SANDBOX_PAGE);
      $sandboxUrl.set(URL.createObjectURL(new Blob([page], { type: 'text/html' })));
      const sandbox = createFunctionSandbox({ container: () => box, timeoutMs: 300 });
      const seen = String(await probed(sandbox));
      expect(seen).to.equal('cookie:SecurityError storage:SecurityError top:SecurityError parent:SecurityError idb:SecurityError');
      // A finite loop: one that never ends would block this frame for good (and, in Chromium's shared process, the page).
      const slow = 'var s = Date.now(); while (Date.now() - s < 1200) {} return 1;';
      const failure = await sandbox.series({ body: slow, start: 0, step: 1, count: 1, prevValue: 0 }).then(() => null, (e: unknown) => e);
      expect((failure as FunctionFailure).kind).to.equal('timeout');
      const next = await sandbox.series({ body: 'return time;', start: 5, step: 5, count: 2, prevValue: 0 });
      expect(Array.from(next.values)).to.deep.equal([5, 10]);
      sandbox.reset();
    });

    it('ends a frame that stays silent past the limit and a grace, and starts a new one for the next job', async () => {
      // A frame that connects but never answers a job, as one stuck in a function would.
      const silent = '<!doctype html><script>addEventListener("message", function (e) { if (e.data && e.data.type === "tbkit:connect") e.ports[0].postMessage({ type: "ready" }); });</script>';
      $sandboxUrl.set(URL.createObjectURL(new Blob([silent], { type: 'text/html' })));
      const sandbox = createFunctionSandbox({ container: () => box, timeoutMs: 200 });
      const asked = performance.now();
      const [stuck, waiting] = await Promise.all([1, 2].map((n) => sandbox.series({ body: `return ${n};`, start: 0, step: 1, count: 1, prevValue: 0 }).then(() => null, (e: unknown) => e as FunctionFailure)));
      expect(performance.now() - asked).to.be.at.least(200 + FRAME_GRACE_MS - 20);
      expect(stuck!.kind).to.equal('timeout');
      expect(waiting!.kind, 'the job behind it may be asked again').to.equal('lost');
      expect(box.querySelectorAll('iframe').length).to.equal(0);
      $sandboxUrl.set(null);
      const next = await sandbox.series({ body: 'return 3;', start: 0, step: 1, count: 1, prevValue: 0 });
      expect(Array.from(next.values)).to.deep.equal([3]);
      expect(box.querySelectorAll('iframe').length).to.equal(1);
      sandbox.reset();
    });

    it('reports a body that does not compile with the error\'s name and message', async () => {
      const sandbox = createFunctionSandbox({ container: () => box });
      const failure = await sandbox.series({ body: 'return (;', start: 0, step: 1, count: 1, prevValue: 0 }).then(() => null, (e: unknown) => e) as FunctionFailure;
      expect(failure.kind).to.equal('compile');
      expect(failure.errorName).to.equal('SyntaxError');
      expect(failure.message).to.not.equal('');
      sandbox.reset();
    });
  });
});
