import { expect, waitUntil } from '@open-wc/testing';
import QueuesPage from '../../console/pages/queues/queues.js';
import QueueDetailsPage from '../../console/pages/queues/queue-details.js';
import { routeNamed } from '../../console/routes.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, json, openDialog, renderPage, shows, signInAs, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const rows = () => [...document.querySelectorAll<HTMLElement>('[role=rowgroup] [role=row][data-index]')];
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))!;
const dialogButton = (name: string) => button(name, openDialog()!);
const MAIN = {
  id: { entityType: 'QUEUE', id: 'q-main' }, createdTime: 1, tenantId: { entityType: 'TENANT', id: NULL_UUID }, name: 'Main', topic: 'tb_rule_engine.main', pollInterval: 25, partitions: 10,
  consumerPerPartition: true, packProcessingTimeout: 2000, submitStrategy: { type: 'BURST', batchSize: 1000 },
  processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 }, additionalInfo: { description: 'Default queue' },
};

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

describe('queues', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('lists the queues with their strategies in words and adds one, naming a bad name and a bad number before sending anything', async () => {
    const server = useFakeServer()
      .route('GET', '/api/queues', page([MAIN]))
      .route('POST', '/api/queues', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'QUEUE', id: 'q-new' } }));
    await signInAs('SYS_ADMIN');
    history.replaceState(null, '', '/settings/queues');
    const root = await renderPage(<QueuesPage route={routeNamed('queues')} params={{}} search={{}} />);
    await until(() => rows().length === 1, 'queues listed');
    expect(rowOf('Main').textContent).to.include('Burst');
    expect(rowOf('Main').textContent).to.include('Skip all failures');
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickOn(button('Add queue'));
    await until(() => openDialog(), 'dialog open');
    field('Name', openDialog()!).focus();
    await type('Fast lane');
    field('Partitions', openDialog()!).select();
    await type('0');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Use only letters A–Z, digits, and the characters . _ -', openDialog()!) && shows('Enter a whole number of 1 or more.', openDialog()!), 'messages shown');
    expect(server.requestsTo('/api/queues').filter((r) => r.method === 'POST')).to.have.length(0);
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    field('Name', openDialog()!).select();
    await type('FastLane');
    field('Partitions', openDialog()!).select();
    await type('4');
    const submit = field('Submit strategy', openDialog()!) as unknown as HTMLSelectElement;
    submit.value = 'BATCH';
    submit.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => shows('Batch size', openDialog()!), 'batch size shown');
    field('Batch size', openDialog()!).select();
    await type('250');
    await press('Enter');
    await until(() => toastTexts().some((t) => t.includes('Queue FastLane added.')), 'added');
    const post = server.requestsTo('/api/queues').find((r) => r.method === 'POST')!;
    expect(post.query.get('serviceType')).to.equal('TB_RULE_ENGINE');
    const body = JSON.parse(post.body) as Record<string, unknown>;
    expect([body.name, body.topic, body.partitions, body.pollInterval, body.submitStrategy]).to.deep.equal(['FastLane', null, 4, 25, { type: 'BATCH', batchSize: 250 }]);
  });

  it('edits a queue on its page, its name kept, the longest pause checked against the pause', async () => {
    const server = useFakeServer().route('GET', '/api/queues/q-main', json(200, MAIN)).route('POST', '/api/queues', (r: SeenRequest) => json(200, JSON.parse(r.body)));
    await signInAs('SYS_ADMIN');
    history.replaceState(null, '', '/settings/queues/q-main');
    const root = await renderPage(<QueueDetailsPage route={routeNamed('queue')} params={{ queueId: 'q-main' }} search={{}} />);
    await until(() => root.querySelector('form'), 'queue shown');
    expect(field('Name').readOnly).to.equal(true);
    expect(await axeViolations(root)).to.deep.equal([]);
    field('Pause between retries (s)').select();
    await type('10');
    await clickOn(button('Save'));
    await until(() => shows('Enter at least the pause between retries.'), 'pause message');
    expect(server.requestsTo('/api/queues')).to.have.length(0);
    field('Longest pause between retries (s)').select();
    await type('20');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Queue saved.')), 'saved');
    const body = JSON.parse(server.requestsTo('/api/queues')[0]!.body) as typeof MAIN;
    expect([body.id, body.name, body.processingStrategy.pauseBetweenRetries, body.processingStrategy.maxPauseBetweenRetries, body.additionalInfo]).to.deep.equal([MAIN.id, 'Main', 10, 20, { description: 'Default queue' }]);
  });
});

