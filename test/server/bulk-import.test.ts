import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { parseCsv } from '../../server/bulk-import/csv.js';
import { parseCellValue } from '../../server/bulk-import/kvs.js';
import { BULK_LINES_PER_COMMIT } from '../../server/bulk-import/bulk-import.js';
import { countRows, roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const deviceColumns = [
  { type: 'NAME' }, { type: 'TYPE' }, { type: 'LABEL' }, { type: 'ACCESS_TOKEN' },
  { type: 'SHARED_ATTRIBUTE', key: 'targetTemp' }, { type: 'TIMESERIES', key: 'temperature' }, { type: 'IS_GATEWAY' }, { type: 'DESCRIPTION' },
];
const importDevices = (file: string, update = false, delimiter = ',') => call('POST', '/api/device/bulk_import', t.tenant,
  { file, mapping: { columns: deviceColumns, delimiter, update, header: true } });

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
});
after(() => server.close());

test('CSV parsing handles quotes, escaped quotes, CRLF and empty lines', () => {
  assert.deepEqual(parseCsv('a,"b,c","d ""e"""\r\n\r\nf,,g\n'), [['a', 'b,c', 'd "e"'], ['f', '', 'g']]);
  assert.deepEqual(parseCsv('x;y', ';'), [['x', 'y']]);
});

test('cells are typed as boolean, integer, decimal, JSON or text', () => {
  assert.deepEqual(parseCellValue('TRUE'), { type: 'BOOLEAN', value: true });
  assert.deepEqual(parseCellValue('42'), { type: 'LONG', value: 42n });
  assert.deepEqual(parseCellValue('21.5'), { type: 'DOUBLE', value: 21.5 });
  assert.deepEqual(parseCellValue('{"a":1}'), { type: 'JSON', value: '{"a":1}' });
  assert.deepEqual(parseCellValue('hello'), { type: 'STRING', value: 'hello' });
});

test('a device import creates devices, reports the bad line and stores tokens, attributes and time series', async () => {
  const before = await countRows(server, 'device');
  const file = ['name,type,label,token,target,temp,gateway,description',
    'Bulk D1,bulk-type,Label 1,bulk-token-1,22,21.5,true,first',
    ',bulk-type,No name,bulk-token-x,,,,',
    '"Bulk, D2",,Label 2,,,,false,second'].join('\n');
  const res = await importDevices(file);
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { created: 2, updated: 0, errors: 1, errorsList: ['Line: 3; Error: Device name should be specified!'] });
  assert.equal(await countRows(server, 'device'), before + 2);
  const d1 = (await call('GET', '/api/tenant/devices?deviceName=Bulk%20D1', t.tenant)).body;
  assert.equal(d1.type, 'bulk-type');
  assert.equal(d1.label, 'Label 1');
  assert.deepEqual(d1.additionalInfo, { description: 'first', gateway: true });
  assert.equal((await call('GET', `/api/device/${d1.id.id}/credentials`, t.tenant)).body.credentialsId, 'bulk-token-1');
  const attr = await server.ctx.db.one<{ long_v: number }>(
    "SELECT long_v FROM attribute_kv WHERE entity_id = $1 AND attribute_type = 'SHARED_SCOPE' AND attribute_key = 'targetTemp'", [d1.id.id]);
  assert.equal(Number(attr?.long_v), 22);
  const ts = await server.ctx.db.one<{ dbl_v: number }>("SELECT dbl_v FROM ts_kv_latest WHERE entity_id = $1 AND key = 'temperature'", [d1.id.id]);
  assert.equal(ts?.dbl_v, 21.5);
  const d2 = (await call('GET', `/api/tenant/devices?deviceName=${encodeURIComponent('Bulk, D2')}`, t.tenant)).body;
  assert.equal(d2.type, 'default');
  assert.equal(await server.ctx.db.one("SELECT 1 FROM device_credentials WHERE credentials_id = 'bulk-token-x'"), undefined);
});

test('existing names fail without update and are updated with update', async () => {
  const file = 'name,type,label,token,target,temp,gateway,description\nBulk D1,bulk-type,Relabelled,,,,,';
  const refused = await importDevices(file);
  assert.deepEqual(refused.body, { created: 0, updated: 0, errors: 1, errorsList: ['Line: 2; Error: Device with such name already exists!'] });
  const updated = await importDevices(file.replace(/,/g, ';'), true, ';');
  assert.deepEqual(updated.body, { created: 0, updated: 1, errors: 0, errorsList: [] });
  const d1 = (await call('GET', '/api/tenant/devices?deviceName=Bulk%20D1', t.tenant)).body;
  assert.equal(d1.label, 'Relabelled');
  assert.deepEqual(d1.additionalInfo, { description: 'first', gateway: true });
  assert.equal((await call('GET', `/api/device/${d1.id.id}/credentials`, t.tenant)).body.credentialsId, 'bulk-token-1');
});

test('a file longer than one commit imports every good line and none of a bad line\'s cells, whichever batch it falls in', async () => {
  const before = await countRows(server, 'device');
  const total = BULK_LINES_PER_COMMIT * 2 + 50;
  const bad = new Set([7, BULK_LINES_PER_COMMIT + 3, total]);
  const rows = Array.from({ length: total }, (_, i) => {
    const n = i + 1;
    // A repeated token fails the line after its device row and shared attribute were written.
    return bad.has(n) ? `Batch B${n},batch,,bulk-token-1,-7,,,` : `Batch B${n},batch,,,${n},,,`;
  });
  const res = await importDevices(['name,type,label,token,target,temp,gateway,description', ...rows].join('\n'));
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.created, total - bad.size);
  assert.deepEqual(res.body.errorsList, [...bad].map((n) => `Line: ${n + 1}; Error: Device credentials are already assigned to another device!`));
  assert.equal(await countRows(server, 'device'), before + total - bad.size);
  for (const n of bad) assert.equal((await call('GET', `/api/tenant/devices?deviceName=Batch%20B${n}`, t.tenant)).status, 404);
  const attrs = await server.ctx.db.one<{ n: string }>("SELECT count(*) AS n FROM attribute_kv WHERE attribute_key = 'targetTemp' AND long_v = -7");
  assert.equal(Number(attrs?.n), 0);
});

test('MQTT columns give MQTT credentials and a used token is a line error', async () => {
  const res = await call('POST', '/api/device/bulk_import', t.tenant, {
    file: 'Bulk M1,m-client,m-user,m-pass\nBulk M2,,,\n',
    mapping: { columns: [{ type: 'NAME' }, { type: 'MQTT_CLIENT_ID' }, { type: 'MQTT_USER_NAME' }, { type: 'MQTT_PASSWORD' }], delimiter: ',', update: false, header: false },
  });
  assert.deepEqual(res.body, { created: 2, updated: 0, errors: 0, errorsList: [] });
  const m1 = (await call('GET', '/api/tenant/devices?deviceName=Bulk%20M1', t.tenant)).body;
  const creds = (await call('GET', `/api/device/${m1.id.id}/credentials`, t.tenant)).body;
  assert.equal(creds.credentialsType, 'MQTT_BASIC');
  const dup = await call('POST', '/api/device/bulk_import', t.tenant, {
    file: 'Bulk T9,bulk-token-1', mapping: { columns: [{ type: 'NAME' }, { type: 'ACCESS_TOKEN' }], delimiter: ',', update: false, header: false },
  });
  assert.deepEqual(dup.body.errorsList, ['Line: 1; Error: Device credentials are already assigned to another device!']);
  assert.equal((await call('GET', '/api/tenant/devices?deviceName=Bulk%20T9', t.tenant)).status, 404);
});

test('asset and edge imports', async () => {
  const assets = await call('POST', '/api/asset/bulk_import', t.tenant, {
    file: 'name,type,description\nBulk A1,floor,x\nBulk A2,,y\n',
    mapping: { columns: [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'DESCRIPTION' }], delimiter: ',', update: false, header: true },
  });
  assert.deepEqual(assets.body, { created: 1, updated: 0, errors: 1, errorsList: ['Line: 3; Error: Asset type should be specified!'] });
  const edges = await call('POST', '/api/edge/bulk_import', t.tenant, {
    file: 'Bulk E1,gw,,\nBulk E2,gw,rk-bulk,sec-bulk\n',
    mapping: { columns: [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'ROUTING_KEY' }, { type: 'SECRET' }], delimiter: ',', update: false, header: false },
  });
  assert.deepEqual(edges.body, { created: 2, updated: 0, errors: 0, errorsList: [] });
  const e1 = (await call('GET', '/api/tenant/edges?edgeName=Bulk%20E1', t.tenant)).body;
  assert.equal(e1.secret.length, 20);
  assert.equal((await call('GET', '/api/tenant/edges?edgeName=Bulk%20E2', t.tenant)).body.routingKey, 'rk-bulk');
});

test('malformed import requests answer 400 and only tenant admins import', async () => {
  const before = await countRows(server, 'device');
  const cases: Array<[unknown, string]> = [
    [{ mapping: { columns: [{ type: 'NAME' }] } }, 'Invalid request body: file should be specified'],
    [{ file: 'a' }, 'Invalid request body: mapping should be specified'],
    [{ file: 'a', mapping: { columns: [{ type: 'COLOUR' }] } }, 'Invalid request body: mapping.columns[0].type is not a known column type'],
    [{ file: 'a', mapping: { columns: [] } }, 'Invalid request body: mapping.columns must be a non-empty list'],
    [{ file: 'a', mapping: { columns: [{ type: 'TIMESERIES' }] } }, 'Invalid request body: mapping.columns[0].key should be specified'],
    [{ file: 'a', mapping: { columns: [{ type: 'NAME' }], delimiter: ',,' } }, 'Invalid request body: mapping.delimiter must be one character'],
    [{ file: 'a', mapping: { columns: [{ type: 'NAME' }], update: 'yes' } }, 'Invalid request body: mapping.update must be a boolean'],
  ];
  for (const [body, message] of cases) {
    const res = await call('POST', '/api/device/bulk_import', t.tenant, body);
    assert.equal(res.status, 400);
    assert.equal(res.body.message, message);
  }
  const request = { file: 'Bulk X', mapping: { columns: [{ type: 'NAME' }], delimiter: ',', update: false, header: false } };
  for (const token of [t.customerA, t.sysadmin]) assert.equal((await call('POST', '/api/device/bulk_import', token, request)).status, 403);
  assert.equal(await countRows(server, 'device'), before);
});
