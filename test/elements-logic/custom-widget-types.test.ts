import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { $widgetTypes, loadWidgetType, provideWidgetType, type WidgetTypeClient } from '../../elements/dashboard/widgets/custom/widget-types.js';

/** A client answering /api/widgetType with the given status and body, recording the queries it saw. */
function client(status: number, body: unknown, queries: unknown[] = []): WidgetTypeClient {
  const GET = async (_path: string, init: { params: { query: unknown } }) => {
    queries.push(init.params.query);
    const ok = status < 400;
    return { data: ok ? body : undefined, error: ok ? undefined : body, response: new Response(null, { status, statusText: status === 500 ? 'Internal Server Error' : '' }) };
  };
  return { GET } as unknown as WidgetTypeClient;
}

describe('custom widget types', () => {
  it('loads a type by bundle and alias once, keeping its descriptor', async () => {
    const queries: unknown[] = [];
    const descriptor = { type: 'latest', controllerScript: 'self.onInit = function () {};', templateHtml: '<div></div>' };
    const answer = await loadWidgetType(client(200, { alias: 'gauge', descriptor }, queries), 'my_bundle', 'gauge', false);
    assert.deepEqual(answer, { status: 'ready', descriptor });
    assert.deepEqual(queries, [{ isSystem: false, bundleAlias: 'my_bundle', alias: 'gauge' }]);
    await loadWidgetType(client(200, { descriptor }, queries), 'my_bundle', 'gauge', false);
    assert.equal(queries.length, 1);
    assert.deepEqual($widgetTypes.get()['my_bundle.gauge'], { status: 'ready', descriptor });
  });

  it('records a 404 as missing and other failures with their message, retrying failures', async () => {
    assert.deepEqual(await loadWidgetType(client(404, { message: 'Requested item wasn\'t found!' }), 'b', 'gone', true), { status: 'missing' });
    assert.deepEqual(await loadWidgetType(client(500, { message: 'Database is down' }), 'b', 'broken', true), { status: 'failed', message: 'Database is down' });
    const thrown = { GET: async () => Promise.reject(new TypeError('Failed to fetch')) } as unknown as WidgetTypeClient;
    assert.deepEqual(await loadWidgetType(thrown, 'b', 'offline', true), { status: 'failed', message: 'Failed to fetch' });
    const descriptor = { controllerScript: 'x' };
    assert.deepEqual(await loadWidgetType(client(200, { descriptor }), 'b', 'broken', true), { status: 'ready', descriptor });
  });

  it('drops an answer that arrives after the store was cleared, so a later load of the type is what shows', async () => {
    let answerLate!: () => void;
    const held = new Promise<void>((resolve) => (answerLate = resolve));
    const late = { GET: async () => held.then(() => ({ data: undefined, error: {}, response: new Response(null, { status: 404 }) })) } as unknown as WidgetTypeClient;
    const first = loadWidgetType(late, 'maps', 'openstreetmap', true);
    $widgetTypes.set({});
    const fresh = await loadWidgetType(client(500, { message: 'Library offline' }), 'maps', 'openstreetmap', true);
    answerLate();
    assert.deepEqual(await first, { status: 'missing' });
    assert.deepEqual(fresh, { status: 'failed', message: 'Library offline' });
    assert.deepEqual($widgetTypes.get()['maps.openstreetmap'], { status: 'failed', message: 'Library offline' });
  });

  it('takes a descriptor an embedding page provides', () => {
    provideWidgetType('embed', 'card', { controllerScript: 'y' });
    assert.deepEqual($widgetTypes.get()['embed.card'], { status: 'ready', descriptor: { controllerScript: 'y' } });
  });
});
