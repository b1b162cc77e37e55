import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { ERROR_CODE } from '../../server/http/errors.js';
import { contractOperations } from '../../server/http/contract.js';
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
