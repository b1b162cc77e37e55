import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import createClient from 'openapi-fetch';
import type { components, operations, paths } from '../../sdk/generated/schema.js';

type Schemas = components['schemas'];

/** A client whose fetch records each request and answers with the given JSON. */
function recordingClient(answer: unknown, status = 200) {
  const seen: Request[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://tb.test',
    fetch: async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, seen };
}

describe('generated API types with openapi-fetch', () => {
  it('logs in with username and password and reads the token pair', async () => {
    const pair: Schemas['JwtPair'] = { token: 'a', refreshToken: 'r', scope: null };
    const { client, seen } = recordingClient(pair);
    const { data } = await client.POST('/api/auth/login', { body: { username: 'tenant@thingsboard.org', password: 'tenant' } });
    assert.equal(seen[0]?.url, 'http://tb.test/api/auth/login');
    assert.deepEqual(await seen[0]?.json(), { username: 'tenant@thingsboard.org', password: 'tenant' });
    assert.equal(data?.token, 'a');
    assert.equal(data?.refreshToken, 'r');
    // @ts-expect-error the login body needs a password
    void client.POST('/api/auth/login', { body: { username: 'x' } });
  });

  it('fills path parameters by their 3.4.1 names', async () => {
    const device: Schemas['Device'] = {
      id: { entityType: 'DEVICE', id: '784f394c-42b6-435a-983c-b7beff2784f9' },
      name: 'Thermostat',
      externalId: null,
    };
    const { client, seen } = recordingClient(device);
    const { data } = await client.GET('/api/device/{deviceId}', { params: { path: { deviceId: '784f394c-42b6-435a-983c-b7beff2784f9' } } });
    assert.equal(seen[0]?.url, 'http://tb.test/api/device/784f394c-42b6-435a-983c-b7beff2784f9');
    assert.equal(data?.name, 'Thermostat');
    // @ts-expect-error the path parameter is deviceId, not id
    void client.GET('/api/device/{deviceId}', { params: { path: { id: 'x' } } });
  });

  it('looks a device up by name on the tenant device list', async () => {
    const { client, seen } = recordingClient({ name: 'Thermostat' });
    await client.GET('/api/tenant/devices', { params: { query: { deviceName: 'Thermostat' } } });
    assert.equal(seen[0]?.url, 'http://tb.test/api/tenant/devices?deviceName=Thermostat');
  });

  it('sends timeseries history queries and reads values per key', async () => {
    const series: Schemas['TimeseriesData'] = { temperature: [{ ts: 1, value: '21.5' }] };
    const { client, seen } = recordingClient(series);
    const { data } = await client.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', {
      params: {
        path: { entityType: 'DEVICE', entityId: 'd1' },
        query: { keys: 'temperature', startTs: 0, endTs: 10, agg: 'AVG', interval: 5, limit: 100, orderBy: 'DESC' },
      },
    });
    assert.equal(new URL(seen[0]?.url ?? '').searchParams.get('agg'), 'AVG');
    assert.equal(data?.temperature?.[0]?.value, '21.5');
  });

  it('builds entity data queries from discriminated filters and predicates', () => {
    const query: Schemas['EntityDataQuery'] = {
      entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
      keyFilters: [{
        key: { type: 'TIME_SERIES', key: 'temperature' },
        valueType: 'NUMERIC',
        predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: 20 } },
      }],
      pageLink: { pageSize: 10, page: 0 },
    };
    assert.equal(query.entityFilter?.type, 'deviceType');
    // @ts-expect-error a STRING predicate has no GREATER operation
    const wrong: Schemas['KeyFilterPredicate'] = { type: 'STRING', operation: 'GREATER' };
    void wrong;
  });

  it('types the error body of JSON endpoints as ErrorResponse', async () => {
    const failure: Schemas['ErrorResponse'] = { status: 401, message: 'Token has expired', errorCode: 11, timestamp: 1 };
    const { client } = recordingClient(failure, 401);
    const { error } = await client.GET('/api/user/{userId}', { params: { path: { userId: 'u1' } } });
    assert.equal(error?.errorCode, 11);
  });

  it('exposes operations by their Java method names', () => {
    type Login = operations['RestLoginProcessingFilter'];
    const status: keyof Login['responses'] = 200;
    assert.equal(status, 200);
  });
});
