import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { createOtherTenant } from '../support/fixtures.js';
import { DEMO } from '../../server/demo/ids.js';

let server: TestServer;
let tenant: string;
let sysadmin: string;
let customer: string;
let otherAdmin: string;

const call = (method: string, path: string, token: string, body?: unknown) => server.call(method, path, { token, body });
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

const TEMPERATURE_XML = `<?xml version="1.0" encoding="utf-8"?>
<LWM2M xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <Object ObjectType="MODefinition">
    <Name>Temperature</Name>
    <Description1>Temperature sensor &amp; its range</Description1>
    <ObjectID>3303</ObjectID>
    <ObjectURN>urn:oma:lwm2m:ext:3303:1.1</ObjectURN>
    <LWM2MVersion>1.0</LWM2MVersion>
    <ObjectVersion>1.1</ObjectVersion>
    <MultipleInstances>Multiple</MultipleInstances>
    <Mandatory>Optional</Mandatory>
    <Resources>
      <Item ID="5700"><Name>Sensor Value</Name><Operations>R</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Mandatory</Mandatory><Type>Float</Type></Item>
      <Item ID="5701"><Name>Sensor Units</Name><Operations>R</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>String</Type></Item>
      <Item ID="5605"><Name>Reset Min and Max Measured Values</Name><Operations>E</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type></Type></Item>
      <Item ID="5750"><Name>Application Type</Name><Operations>RW</Operations><MultipleInstances>Single</MultipleInstances><Mandatory>Optional</Mandatory><Type>String</Type></Item>
    </Resources>
  </Object>
</LWM2M>`;

before(async () => {
  server = await startTestServer();
  tenant = await server.login('tenant@thingsboard.org', 'tenant');
  sysadmin = await server.login('sysadmin@thingsboard.org', 'sysadmin');
  customer = await server.login('customer@thingsboard.org', 'customer');
  const other = await createOtherTenant(server.ctx.db, 'res');
  otherAdmin = await server.login(other.adminEmail, other.password);
});
after(() => server.close());

test('lists the built-in LwM2M models as system resources, paged, searched and sorted', async () => {
  for (const token of [tenant, sysadmin]) {
    const page = (await call('GET', '/api/resource?pageSize=10&page=0&sortProperty=title&sortOrder=ASC', token)).body;
    assert.deepEqual(page.data.map((r: any) => r.title), [
      'BinaryAppDataContainer id=19 v1.0', 'Device id=3 v1.0', 'Firmware Update id=5 v1.0', 'LWM2M Security id=0 v1.0', 'LwM2M Server id=1 v1.0',
    ]);
    assert.equal(page.totalElements, 5);
  }
  const device = (await call('GET', '/api/resource?pageSize=10&page=0&textSearch=DEVICE', tenant)).body.data[0];
  assert.deepEqual(device, {
    id: device.id, createdTime: device.createdTime, tenantId: { entityType: 'TENANT', id: NULL_UUID }, title: 'Device id=3 v1.0',
    resourceType: 'LWM2M_MODEL', resourceKey: '3_1.0', fileName: '3.xml',
  });
  assert.equal(device.id.entityType, 'TB_RESOURCE');
  const second = (await call('GET', '/api/resource?pageSize=2&page=1&sortProperty=title', tenant)).body;
  assert.deepEqual([second.data.length, second.totalPages, second.hasNext], [2, 3, true]);
});

test('answers LwM2M objects with their readable resources, filtered by key and sorted', async () => {
  const list = (await call('GET', '/api/resource/lwm2m?sortOrder=ASC&sortProperty=id', tenant)).body;
  assert.deepEqual(list.map((o: any) => o.id), [0, 1, 3, 5, 19]);
  const device = list.find((o: any) => o.id === 3);
  assert.deepEqual({ ...device, instances: undefined }, { id: 3, keyId: '3_1.0', name: 'Device', multiple: false, mandatory: true, instances: undefined });
  const resources = device.instances[0].resources;
  assert.equal(device.instances[0].id, 0);
  assert.deepEqual(resources[0], { id: 0, name: 'Manufacturer', observe: false, attribute: false, telemetry: false, keyName: 'manufacturer' });
  assert.ok(!resources.some((r: any) => r.name === 'Reboot'));
  assert.equal(resources.find((r: any) => r.id === 1).keyName, 'modelNumber');
  const byName = (await call('GET', '/api/resource/lwm2m?sortOrder=DESC&sortProperty=name&objectIds=3_1.0,19_1.0', tenant)).body;
  assert.deepEqual(byName.map((o: any) => o.name), ['Device', 'BinaryAppDataContainer']);
  const page = (await call('GET', '/api/resource/lwm2m/page?pageSize=2&page=0&textSearch=server', tenant)).body;
  assert.deepEqual(page.map((o: any) => o.name), ['LwM2M Server']);
  assert.equal((await call('GET', '/api/resource/lwm2m?sortProperty=id', tenant)).status, 400);
  assert.equal((await call('GET', '/api/resource/lwm2m?sortOrder=ASC&sortProperty=size', tenant)).status, 400);
});

test('stores an uploaded LwM2M model with title and key from its XML', async () => {
  const res = await call('POST', '/api/resource', tenant, { resourceType: 'LWM2M_MODEL', fileName: 'temperature.xml', data: b64(TEMPERATURE_XML) });
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.title, 'Temperature id=3303 v1.1');
  assert.equal(res.body.resourceKey, '3303_1.1');
  assert.deepEqual(res.body.tenantId, { entityType: 'TENANT', id: DEMO.tenantId });
  assert.equal(Buffer.from(res.body.data, 'base64').toString('utf8'), TEMPERATURE_XML);
  const temp = (await call('GET', '/api/resource/lwm2m?sortOrder=ASC&sortProperty=id&objectIds=3303_1.1', tenant)).body;
  assert.deepEqual(temp[0].instances[0].resources.map((r: any) => r.keyName), ['sensorValue', 'sensorUnits', 'applicationType']);
  assert.equal(temp[0].multiple, true);
  const duplicate = await call('POST', '/api/resource', tenant, { resourceType: 'LWM2M_MODEL', data: b64(TEMPERATURE_XML) });
  assert.equal(duplicate.status, 400);
  assert.match(duplicate.body.message, /already exists/);
  const otherList = (await call('GET', '/api/resource/lwm2m?sortOrder=ASC&sortProperty=id', otherAdmin)).body;
  assert.ok(!otherList.some((o: any) => o.id === 3303));
});

test('creates, reads, downloads, updates and deletes a key store', async () => {
  const data = Buffer.from([0xfe, 0xed, 0xfe, 0xed, 0, 1, 2]).toString('base64');
  const created = (await call('POST', '/api/resource', tenant, { resourceType: 'JKS', title: 'Server keys', fileName: 'server.jks', data })).body;
  assert.equal(created.resourceKey, 'server.jks');
  const id = created.id.id;
  const info = (await call('GET', `/api/resource/info/${id}`, tenant)).body;
  assert.equal(info.data, undefined);
  assert.equal(info.title, 'Server keys');
  assert.equal((await call('GET', `/api/resource/${id}`, tenant)).body.data, data);
  const download = await fetch(`${server.url}/api/resource/${id}/download`, { headers: { 'X-Authorization': `Bearer ${tenant}` } });
  assert.equal(download.status, 200);
  assert.equal(download.headers.get('x-filename'), 'server.jks');
  assert.equal(download.headers.get('content-disposition'), 'attachment; filename="server.jks"');
  assert.equal(download.headers.get('content-type'), 'application/octet-stream');
  assert.deepEqual([...new Uint8Array(await download.arrayBuffer())], [0xfe, 0xed, 0xfe, 0xed, 0, 1, 2]);
  const renamed = (await call('POST', '/api/resource', tenant, { ...created, title: 'Renamed keys' })).body;
  assert.deepEqual([renamed.id.id, renamed.title], [id, 'Renamed keys']);
  assert.equal((await call('DELETE', `/api/resource/${id}`, tenant)).status, 200);
  assert.equal((await call('GET', `/api/resource/info/${id}`, tenant)).status, 404);
  assert.equal((await call('DELETE', `/api/resource/${id}`, tenant)).status, 404);
});

test('bad resource bodies answer 400 and store nothing', async () => {
  const before = (await call('GET', '/api/resource?pageSize=50&page=0', tenant)).body.totalElements;
  const bad: Array<[unknown, RegExp]> = [
    [{ resourceType: 'PEM', title: 't', fileName: 'f', data: b64('x') }, /resourceType/],
    [{ resourceType: 'JKS', title: 't', fileName: 'f' }, /Resource data should be specified/],
    [{ resourceType: 'JKS', title: 't', fileName: 'f', data: '%%%not base64' }, /base64/],
    [{ resourceType: 'JKS', title: 't', data: b64('x') }, /fileName should be specified/],
    [{ resourceType: 'JS_MODULE', fileName: 'm.js', data: b64('export default 1;') }, /title should be specified/],
    [{ resourceType: 'LWM2M_MODEL', data: b64('<html>not a model</html>') }, /not a valid OMA object XML/],
    [{ resourceType: 'LWM2M_MODEL', data: b64('<LWM2M><Object><Name>X</Name><ObjectID>abc</ObjectID></Object></LWM2M>') }, /ObjectID/],
    [[], /JSON object/],
  ];
  for (const [body, message] of bad) {
    const res = await call('POST', '/api/resource', tenant, body);
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.match(res.body.message, message);
  }
  assert.equal((await call('GET', '/api/resource?pageSize=50&page=0', tenant)).body.totalElements, before);
});

test('each role reaches only its own and the system resources', async () => {
  const own = (await call('POST', '/api/resource', tenant, { resourceType: 'JS_MODULE', title: 'Helpers', fileName: 'helpers.js', data: b64('export const a = 1;') })).body;
  const system = (await call('POST', '/api/resource', sysadmin, { resourceType: 'PKCS_12', title: 'Root store', fileName: 'root.p12', data: b64('p12') })).body;
  assert.deepEqual(system.tenantId, { entityType: 'TENANT', id: NULL_UUID });
  const titles = async (token: string) => (await call('GET', '/api/resource?pageSize=50&page=0', token)).body.data.map((r: any) => r.title);
  assert.ok((await titles(tenant)).includes('Root store'));
  assert.ok((await titles(otherAdmin)).includes('Root store'));
  assert.ok(!(await titles(otherAdmin)).includes('Helpers'));
  assert.ok(!(await titles(sysadmin)).includes('Helpers'));
  assert.equal((await call('GET', `/api/resource/${system.id.id}`, tenant)).status, 200);
  assert.equal((await call('DELETE', `/api/resource/${system.id.id}`, tenant)).status, 403);
  assert.equal((await call('POST', '/api/resource', tenant, { ...system, title: 'Mine now' })).status, 403);
  for (const token of [otherAdmin, sysadmin]) {
    assert.equal((await call('GET', `/api/resource/${own.id.id}`, token)).status, 403);
    assert.equal((await call('GET', `/api/resource/${own.id.id}/download`, token)).status, 403);
    assert.equal((await call('DELETE', `/api/resource/${own.id.id}`, token)).status, 403);
  }
  for (const path of ['/api/resource?pageSize=5&page=0', `/api/resource/${own.id.id}`, '/api/resource/lwm2m?sortOrder=ASC&sortProperty=id']) {
    assert.equal((await call('GET', path, customer)).status, 403);
  }
  assert.equal((await call('GET', '/api/resource/lwm2m?sortOrder=ASC&sortProperty=id', sysadmin)).status, 403);
  assert.equal((await call('POST', '/api/resource', customer, { resourceType: 'JKS', title: 't', fileName: 'c.jks', data: b64('x') })).status, 403);
  assert.equal((await call('GET', '/api/resource/not-a-uuid', tenant)).status, 400);
  assert.equal((await call('GET', `/api/resource/${own.id.id}`, tenant)).body.title, 'Helpers');
});

test('answers the LwM2M server and bootstrap server security defaults', async () => {
  const server_ = (await call('GET', '/api/lwm2m/deviceProfile/bootstrap/false', tenant)).body;
  assert.deepEqual(server_, {
    shortServerId: 123, bootstrapServerIs: false, host: 'localhost', port: 5685, securityHost: 'localhost', securityPort: 5686,
    clientHoldOffTime: 1, serverPublicKey: '', serverCertificate: '', bootstrapServerAccountTimeout: 0, lifetime: 300, defaultMinPeriod: 1,
    notifIfDisabled: true, binding: 'U',
  });
  const bootstrap = (await call('GET', '/api/lwm2m/deviceProfile/bootstrap/true', customer)).body;
  assert.deepEqual([bootstrap.shortServerId, bootstrap.bootstrapServerIs, bootstrap.port, bootstrap.securityPort], [111, true, 5687, 5688]);
  assert.equal((await call('GET', '/api/lwm2m/deviceProfile/bootstrap/maybe', tenant)).status, 400);
  assert.equal((await call('GET', '/api/lwm2m/deviceProfile/bootstrap/true', sysadmin)).status, 403);
});

test('saves a device with LwM2M credentials through the device-with-credentials flow', async () => {
  const body = {
    device: { name: 'LwM2M meter', type: 'default' },
    credentials: { credentialsType: 'LWM2M_CREDENTIALS', credentialsId: 'lwm2m-meter-1',
      credentialsValue: JSON.stringify({ client: { endpoint: 'lwm2m-meter-1', securityConfigClientMode: 'NO_SEC' },
        bootstrap: { bootstrapServer: { securityMode: 'NO_SEC' }, lwm2mServer: { securityMode: 'NO_SEC' } } }) },
  };
  const res = await call('POST', '/api/lwm2m/device-credentials', tenant, body);
  assert.equal(res.status, 200, res.text);
  assert.equal(res.body.name, 'LwM2M meter');
  const creds = (await call('GET', `/api/device/${res.body.id.id}/credentials`, tenant)).body;
  assert.deepEqual([creds.credentialsType, creds.credentialsId], ['LWM2M_CREDENTIALS', 'lwm2m-meter-1']);
  assert.equal((await call('POST', '/api/lwm2m/device-credentials', customer, body)).status, 403);
});
