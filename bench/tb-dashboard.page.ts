// The bench page's own script (not counted in the kit's bytes): once `tb-dashboard` is defined it puts one
// on the page with a realtime channel that answers every widget at once and then, when `?rate=` is given,
// sends each widget that many updates per second. `window.__tbDashboardBench` reports the drawn widgets
// and the updates sent.
import type { DashboardChannel } from '../elements/dashboard/runtime/widget-runtime.js';
import type { EntityData, EntityDataUpdate, PageData } from '../sdk/realtime/messages.js';

interface Bench {
  widgets: number;
  drawn: number;
  updates: number;
}

declare global {
  interface Window {
    __tbDashboardBench: Bench;
  }
}

const query = new URLSearchParams(location.search);
const rate = Number(query.get('rate') ?? 0);
const HISTORY_POINTS = 600;
const bench: Bench = { widgets: Number(query.get('widgets') ?? 1), drawn: 0, updates: 0 };
window.__tbDashboardBench = bench;

let wave = 0;
const reading = (ts: number) => ({ ts, value: (20 + 5 * Math.sin(ts / 5000) + Math.random()).toFixed(2) });

/** A channel answering each entity-data subscription with one device, its history when asked, then live updates. */
function benchChannel(): DashboardChannel {
  let cmd = 0;
  return {
    subscribeEntityData(options) {
      const cmdId = ++cmd;
      const entityId = { entityType: 'DEVICE', id: `00000000-0000-4000-8000-${String(cmdId).padStart(12, '0')}` };
      const now = Date.now();
      const history = Array.from({ length: HISTORY_POINTS }, (_, i) => reading(now - (HISTORY_POINTS - i) * 1000));
      const latest = () => ({ ENTITY_FIELD: { name: { ts: 1, value: `Bench device ${cmdId}` }, label: { ts: 1, value: '' } }, TIME_SERIES: { temperature: history.at(-1)! } });
      const values = typeof options.values === 'function' ? undefined : options.values;
      const wantsSeries = !!(values?.tsCmd || values?.historyCmd);
      const entity: EntityData = { entityId, latest: latest(), timeseries: null };
      const page: PageData<EntityData> = { data: [entity], totalPages: 1, totalElements: 1, hasNext: false };
      const send = (changed: EntityData[], first: boolean) =>
        options.onData?.(page, changed, { cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: first ? page : null, update: first ? null : changed } as EntityDataUpdate);
      // The first page, then (as the server answers the time-series command) the history.
      queueMicrotask(() => {
        send(page.data, true);
        if (wantsSeries) send([{ entityId, latest: latest(), timeseries: { temperature: history } }], false);
      });
      const timer = rate > 0 ? setInterval(() => {
        const point = reading(Date.now());
        history.push(point);
        const changed: EntityData = { entityId, latest: latest(), timeseries: wantsSeries ? { temperature: [point] } : null };
        page.data[0] = { ...entity, latest: changed.latest };
        bench.updates += 1;
        send([changed], false);
      }, 1000 / rate + (wave++ % 7)) : null;
      return { active: true, cmdId, page: null, update: () => {}, setQuery: () => {}, unsubscribe: () => timer !== null && clearInterval(timer) };
    },
    subscribeAlarmData: () => ({ active: true, cmdId: 0, page: null, unsubscribe: () => {} }),
    subscribeEntityCount: () => ({ active: true, cmdId: 0, unsubscribe: () => {} }),
  };
}

await customElements.whenDefined('tb-dashboard');
const el = document.createElement('tb-dashboard') as HTMLElement & { realtime: DashboardChannel };
el.realtime = benchChannel();
el.setAttribute('dashboard-id', query.get('dashboardId') ?? '');
el.setAttribute('public-id', '6b4d5e6f-4612-11e7-a919-92ebcb67fe33');
document.body.append(el);

const count = () => {
  const sections = el.shadowRoot?.querySelectorAll('section[data-widget-id]') ?? [];
  bench.drawn = [...sections].filter((s) => s.querySelector('canvas, [role=img]')).length;
  if (bench.drawn < bench.widgets) requestAnimationFrame(count);
};
requestAnimationFrame(count);
