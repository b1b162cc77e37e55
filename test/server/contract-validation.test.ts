import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { ERROR_CODE } from '../../server/http/errors.js';
import { contractOperations, namesUuid } from '../../server/http/contract.js';
import { UUID_PATTERN } from '../../server/db/ids.js';
import { assertError } from './auth-support.js';

let server: TestServer;
let deviceId: string;
const asTenant = (path: string) => server.call('GET', path, { token: server.tokens.tenant });
const badParams = (path: string, message: string | RegExp) => async () => {
  assertError(await asTenant(path), 400, ERROR_CODE.BAD_REQUEST_PARAMS, message);
};

before(async () => {
  server = await startTestServer();
  deviceId = (await asTenant('/api/tenant/devices?pageSize=1&page=0')).body.data[0].id.id;
});
after(() => server.close());

test('the contract describes the paged device list with an integer page size and a sort order enum', () => {
  const op = contractOperations().get('GET /api/tenant/devices');
  const pageSize = op?.query.find((p) => p.name === 'pageSize');
  assert.deepEqual(pageSize, { name: 'pageSize', kind: 'integer', required: false });
  assert.deepEqual(op?.query.find((p) => p.name === 'sortOrder')?.allowed, ['ASC', 'DESC']);
});

test('a malformed uuid path parameter answers 400 naming the value',
  badParams(`/api/entities/vc/diff/DEVICE/not-a-uuid`, 'Invalid UUID string: not-a-uuid'));

test('a page size that is not an integer answers 400 naming the parameter',
  badParams('/api/tenant/devices?pageSize=ten&page=0', "Invalid value of 'pageSize': ten"));

test('a missing required query parameter answers 400 naming it',
  badParams(`/api/relation?fromId=${DEMO.tenantId}&fromType=TENANT&toId=${DEMO.customerAId}&toType=CUSTOMER`,
    "Required request parameter 'relationType' is not present"));

test('a missing required page link parameter answers 400 naming it',
  badParams('/api/customer/' + DEMO.customerAId + '/devices?page=0', "Required request parameter 'pageSize' is not present"));

test('an unknown enum value answers 400 naming the parameter and the allowed values', async () => {
  await badParams(`/api/alarm/DEVICE/${deviceId}?pageSize=5&page=0&searchStatus=SOMETIMES`,
    /^Invalid value of 'searchStatus': SOMETIMES\. Allowed: ANY, ACTIVE, CLEARED, ACK, UNACK$/)();
});

test('an unknown entity type in the path answers 400 naming it, in plain text on telemetry routes', async () => {
  const res = await asTenant(`/api/plugins/telemetry/GADGET/${deviceId}/keys/timeseries`);
  assert.equal(res.status, 400);
  assert.equal(res.text, 'Unsupported entity type: GADGET');
  assertError(await asTenant(`/api/alarm/highestSeverity/GADGET/${deviceId}`), 400, ERROR_CODE.BAD_REQUEST_PARAMS, 'Unsupported entity type: GADGET');
});

test('the security layer answers before the parameters are checked', async () => {
  const res = await server.call('GET', '/api/tenant/devices?pageSize=ten&page=0');
  assert.equal(res.status, 401, res.text);
});

test('valid requests answer as before, whatever the letter case of an enum value', async () => {
  const page = await asTenant('/api/tenant/devices?pageSize=2&page=0&sortProperty=name&sortOrder=desc');
  assert.equal(page.status, 200, page.text);
  assert.equal(page.body.data.length, 2);
  const names = page.body.data.map((d: { name: string }) => d.name);
  assert.deepEqual(names, [...names].sort().reverse());
  const alarms = await asTenant(`/api/alarm/DEVICE/${deviceId}?pageSize=5&page=0&searchStatus=active`);
  assert.equal(alarms.status, 200, alarms.text);
});

test('a plain-text parameter named …Id is checked as a UUID, except version and request ids', () => {
  const device = contractOperations().get('GET /api/device/{}');
  assert.deepEqual(device?.path, [{ name: 'deviceId', kind: 'uuid', required: true }]);
  assert.equal(namesUuid('versionId'), false);
  assert.equal(namesUuid('requestId'), false);
  assert.equal(namesUuid('entityId'), true);
});

test('a malformed entity id in the path answers 400 before the route reads it', () =>
  badParams('/api/device/not-a-uuid', 'Invalid UUID string: not-a-uuid')());

test('an id written in capitals reaches the route in lower case', async () => {
  const res = await asTenant(`/api/device/${deviceId.toUpperCase()}`);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.id.id, deviceId);
});

test('the contract gives the device body a check of each field\'s kind, each admitting null', () => {
  const body = contractOperations().get('POST /api/device')?.body as { type: string[]; properties: Record<string, { type: string[]; properties?: Record<string, unknown> }> };
  assert.deepEqual(body.type, ['object', 'null']);
  assert.deepEqual(body.properties.name?.type, ['string', 'null']);
  assert.deepEqual(body.properties.createdTime?.type, ['number', 'null']);
  assert.deepEqual(body.properties.deviceData?.type, ['object', 'null']);
  assert.deepEqual(body.properties.deviceProfileId?.properties?.id, { type: ['string', 'null'], pattern: `(${UUID_PATTERN})|^$` });
  assert.equal(body.properties.additionalInfo, undefined, 'free-form JSON is not checked');
});

const post = (path: string, body: unknown) => server.call('POST', path, { token: server.tokens.tenant, body });

test('a body value of the wrong kind answers 400 naming the field, and nothing is saved', async () => {
  const count = async () => (await asTenant('/api/tenant/devices?pageSize=1&page=0')).body.totalElements;
  const before = await count();
  assertError(await post('/api/device', { name: 'Kinds', deviceData: 'text' }), 400, ERROR_CODE.BAD_REQUEST_PARAMS, 'Invalid request body: deviceData must be an object');
  assertError(await post('/api/device', { name: 'Kinds', deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'nope' } }), 400, ERROR_CODE.BAD_REQUEST_PARAMS, 'Invalid request body: deviceProfileId.id must be a UUID');
  assertError(await post('/api/device', [{ name: 'Kinds' }]), 400, ERROR_CODE.BAD_REQUEST_PARAMS, 'Request body must be a JSON object');
  assertError(await post('/api/alarm', { type: 'x', originator: { entityType: 'DEVICE', id: deviceId }, severity: 'MAJOR', propagate: 'yes' }), 400, ERROR_CODE.BAD_REQUEST_PARAMS, 'Invalid request body: propagate must be a boolean');
  assertError(await post('/api/relations', { parameters: { rootId: deviceId, rootType: 'DEVICE', maxLevel: 'deep' } }), 400, ERROR_CODE.BAD_REQUEST_PARAMS, 'Invalid request body: parameters.maxLevel must be an integer');
  assert.equal(await count(), before);
});

test('a body with null fields, unknown fields and an integer written as 1.0 is accepted as before', async () => {
  const res = await post('/api/device', { name: 'Lenient body device', label: null, type: null, unknownField: { any: 'thing' }, createdTime: null });
  assert.equal(res.status, 200, res.text);
  const rawBody = `{"type":"Lenient","originator":{"entityType":"DEVICE","id":"${res.body.id.id}"},"severity":"MINOR","status":"ACTIVE_UNACK","startTs":1.0}`;
  const alarm = await server.call('POST', '/api/alarm', { token: server.tokens.tenant, rawBody });
  assert.equal(alarm.status, 200, alarm.text);
});

test('the sign-in and device API bodies keep their own refusals', async () => {
  const login = await server.call('POST', '/api/auth/login', { body: { username: 7, password: [] } });
  assert.equal(login.status, 401, login.text);
  assert.equal(contractOperations().get('POST /api/v1/{}/telemetry')?.body, undefined);
});
