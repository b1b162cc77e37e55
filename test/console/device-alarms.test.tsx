import { expect, waitUntil } from '@open-wc/testing';
import { useStore } from '@nanostores/react';
import DeviceDetailsPage from '../../console/pages/devices/device-details.js';
import type { LiveChannel } from '../../console/pages/entity-details/live-channel.js';
import { routeNamed } from '../../console/routes.js';
import { $router } from '../../console/session/router.js';
import { axeViolations } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const ID = '5f0b2a10-1d1c-11ee-9c6a-4b4c4f2a0002';
const DEVICE = { id: { entityType: 'DEVICE', id: ID }, name: 'Boiler', type: 'default', label: '', deviceProfileName: 'default', additionalInfo: {} };
const ALARMS = `/api/alarm/DEVICE/${ID}`;

type Status = 'ACTIVE_UNACK' | 'ACTIVE_ACK' | 'CLEARED_UNACK' | 'CLEARED_ACK';

function alarm(n: number, type: string, severity: string, status: Status) {
  return {
    id: { entityType: 'ALARM', id: `a${n}` },
    createdTime: 1700000000000 - n * 60000,
    type,
    originator: DEVICE.id,
    severity,
    status,
    ackTs: 0,
    clearTs: 0,
    details: n === 1 ? { note: '<b>hot</b>' } : {},
  };
}

const silent: LiveChannel = {
  subscribeAttributes: () => ({ active: true, cmdId: 1, unsubscribe: () => undefined }),
  subscribeTimeseries: () => ({ active: true, cmdId: 2, unsubscribe: () => undefined }),
};

function Routed() {
  const page = useStore($router);
  return <DeviceDetailsPage route={routeNamed('device')} params={page?.params ?? {}} search={page?.search ?? {}} realtime={silent} />;
}

async function open(role: 'TENANT_ADMIN' | 'CUSTOMER_USER' = 'TENANT_ADMIN', query = '?tab=alarms') {
  const alarms = [alarm(1, '<img src=x onerror=alert(1)>', 'CRITICAL', 'ACTIVE_UNACK'), alarm(2, 'Low battery', 'MINOR', 'ACTIVE_ACK'), alarm(3, 'Door open', 'WARNING', 'CLEARED_UNACK')];
  const server = useFakeServer()
    .route('GET', `/api/device/info/${ID}`, json(200, DEVICE))
    .route('GET', `/api/device/${ID}/credentials`, json(200, { credentialsType: 'ACCESS_TOKEN', credentialsId: 't' }))
    .route('GET', ALARMS, (r: SeenRequest) => {
      const status = r.query.get('searchStatus');
      const shown = status === 'ACTIVE' ? alarms.filter((a) => a.status.startsWith('ACTIVE')) : alarms;
      return json(200, { data: shown, totalPages: 1, totalElements: shown.length, hasNext: false });
    })
    .route('POST', '/api/alarm/a1/ack', json(200))
    .route('POST', '/api/alarm/a1/clear', json(200));
  await signInAs(role);
  const path = `/devices/${ID}${query}`;
  history.replaceState(null, '', path);
  $router.open(path, true);
  const page = await renderPage(<Routed />);
  await waitUntil(() => page.querySelector('h1'), 'page loaded');
  return { server, page };
}

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 }).catch(() => {
    throw new Error(`${message}: timed out showing "${document.body.textContent?.slice(0, 300) ?? ''}"`);
  });
}

/** Type, severity and status of each row as shown. */
const rows = () =>
  [...document.querySelectorAll('tbody tr')].map((row) => {
    const cells = [...row.querySelectorAll('td')];
    return [cells[1]?.querySelector('[dir=auto]')?.textContent ?? '', cells[2]?.querySelector('[data-severity]')?.textContent ?? '', cells[3]?.textContent ?? ''];
  });
const dialogButton = (name: string) => button(name, openDialog()!);

describe('device alarms tab', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lists the alarms newest first with severity colour and status, types as text, axe clean', async () => {
    const { server, page } = await open();
    await until(() => rows().length === 3 && rows()[2]?.[0] === 'Door open', 'alarms listed');
    expect(rows()).to.deep.equal([
      ['<img src=x onerror=alert(1)>', 'Critical', 'Active, unacknowledged'],
      ['Low battery', 'Minor', 'Active, acknowledged'],
      ['Door open', 'Warning', 'Cleared, unacknowledged'],
    ]);
    expect(page.querySelector('tbody img, tbody b')).to.equal(null);
    expect(shows('{"note":"<b>hot</b>"}')).to.equal(true);
    const dot = page.querySelector('[data-severity=CRITICAL] [aria-hidden]')!;
    expect(dot.className).to.contain('bg-severity-critical');
    expect(getComputedStyle(dot).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    const query = server.requestsTo(ALARMS)[0]!.query;
    expect(Object.fromEntries(query)).to.deep.equal({ pageSize: '20', page: '0', sortProperty: 'createdTime', sortOrder: 'DESC', searchStatus: 'ANY' });
    expect(button('Acknowledge <img src=x onerror=alert(1)>').title).to.equal('Acknowledge <img src=x onerror=alert(1)>');
    expect(button('Clear Low battery').title).to.equal('Clear Low battery');
    expect([...document.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('button').length)).to.deep.equal([2, 1, 1]);
    expect(await axeViolations(page)).to.deep.equal([]);
  });

  it('asks the server again when the status filter changes, and keeps the filter in the address', async () => {
    const { server } = await open();
    await until(() => rows().length === 3 && rows()[2]?.[0] === 'Door open', 'alarms listed');
    const select = document.querySelector<HTMLSelectElement>('select')!;
    expect([...select.options].map((o) => o.text)).to.deep.equal(['Any', 'Active', 'Cleared', 'Acknowledged', 'Unacknowledged']);
    select.value = 'ACTIVE';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => location.search === '?tab=alarms&status=ACTIVE', 'filter in the address');
    await until(() => rows().length === 2 && rows()[1]?.[0] === 'Low battery', 'active alarms listed');
    expect(server.requestsTo(ALARMS).map((r) => r.query.get('searchStatus'))).to.deep.equal(['ANY', 'ACTIVE']);
  });

  it('acknowledges an alarm after a confirmation naming its type, and the row shows it acknowledged', async () => {
    const { server } = await open();
    await until(() => rows().length === 3 && rows()[2]?.[0] === 'Door open', 'alarms listed');
    await clickOn(button('Acknowledge <img src=x onerror=alert(1)>'));
    await until(() => openDialog() && shows("Acknowledge the alarm '<img src=x onerror=alert(1)>'?", openDialog()!), 'confirmation names the type');
    expect(server.requestsTo('/api/alarm/a1/ack')).to.have.length(0);
    await clickOn(dialogButton('Acknowledge'));
    await until(() => rows()[0]?.[2] === 'Active, acknowledged', 'row acknowledged');
    expect(server.requestsTo('/api/alarm/a1/ack').map((r) => r.method)).to.deep.equal(['POST']);
    expect(document.querySelectorAll('tbody tr')[0]!.querySelectorAll('button')).to.have.length(1);
    await until(() => toastTexts().some((text) => text.includes("Alarm '<img src=x onerror=alert(1)>' acknowledged.")), 'success toast');
  });

  it('lets a customer user clear an alarm after confirming; cancelling changes nothing', async () => {
    const { server } = await open('CUSTOMER_USER');
    await until(() => rows().length === 3 && rows()[2]?.[0] === 'Door open', 'alarms listed');
    await clickOn(button('Clear <img src=x onerror=alert(1)>'));
    await until(() => openDialog(), 'confirmation open');
    await clickOn(dialogButton('Cancel'));
    await until(() => !openDialog(), 'confirmation closed');
    expect(server.requestsTo('/api/alarm/a1/clear')).to.have.length(0);
    await clickOn(button('Clear <img src=x onerror=alert(1)>'));
    await until(() => openDialog() && shows("Clear the alarm '<img src=x onerror=alert(1)>'?", openDialog()!), 'confirmation names the type');
    await clickOn(dialogButton('Clear'));
    await until(() => rows()[0]?.[2] === 'Cleared, unacknowledged', 'row cleared');
    expect(server.requestsTo('/api/alarm/a1/clear').map((r) => r.method)).to.deep.equal(['POST']);
  });

  it('says when there are no alarms and offers retry when the list fails', async () => {
    const { server } = await open();
    await until(() => rows().length === 3 && rows()[2]?.[0] === 'Door open', 'alarms listed');
    server.route('GET', ALARMS, json(500, { message: 'down', errorCode: 2, status: 500 }));
    const select = document.querySelector<HTMLSelectElement>('select')!;
    select.value = 'CLEARED';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => shows('The alarms could not be loaded.'), 'failure shown');
    server.route('GET', ALARMS, json(200, { data: [], totalPages: 0, totalElements: 0, hasNext: false }));
    await clickOn(button('Retry'));
    await until(() => shows('No alarms match this filter.'), 'empty state');
  });
});
