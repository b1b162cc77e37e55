import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startTestServer, type TestServer, type CallResult } from '../support/server.js';
import { createOtherTenant } from '../support/fixtures.js';
import { deviceId, tokenFor } from './entities-support.js';

/**
 * Every field of a POST or PUT body that holds an entity id, as the API description declares them,
 * is set to an entity of another tenant (or, for customer users, of another customer): the request
 * must be refused, or answer without that id (the field is ignored).
 */

type Ref = { entityType: string; id: string };
type Body = Record<string, any>;

let server: TestServer;
let tenant: string;
let sysadmin: string;
let customerA: string;
let other: string;
let foreign: Record<string, Ref>;
let own: { device: Ref; customerBDevice: Ref; deviceProfile: Ref; ruleChain: Ref; dashboard: Ref; credentials: Ref };
let ownBundleAlias: string;

const ref = (entityType: string, id: string): Ref => ({ entityType, id });

async function ok(res: Promise<CallResult>, label: string): Promise<any> {
  const r = await res;
  assert.ok(r.status >= 200 && r.status < 300, `${label}: ${r.status} ${r.text.slice(0, 300)}`);
  return r.body;
}

const as = (token: string) => ({
  post: (path: string, body: unknown) => server.call('POST', path, { token, body }),
  get: (path: string) => server.call('GET', path, { token }),
});

/** Creates one entity of each kind in the other tenant, through its own administrator. */
async function createForeignEntities(token: string): Promise<Record<string, Ref>> {
  const o = as(token);
  const customer = (await ok(o.post('/api/customer', { title: 'Foreign customer' }), 'customer')).id;
  const profile = (await ok(o.post('/api/deviceProfile', { name: 'Foreign profile', type: 'DEFAULT', transportType: 'DEFAULT' }), 'profile')).id;
  const device = (await ok(o.post('/api/device', { name: 'Foreign device', deviceProfileId: profile }), 'device')).id;
  const asset = (await ok(o.post('/api/asset', { name: 'Foreign asset', type: 'site' }), 'asset')).id;
  await ok(o.post('/api/relation', { from: asset, to: device, type: 'Contains' }), 'relation');
  const ota = async (type: string) => {
    const info = await ok(o.post('/api/otaPackage', { title: `Foreign ${type}`, version: '1.0', type, deviceProfileId: profile }), type);
    const form = new FormData();
    form.append('file', new Blob([`${type} bytes of the other tenant`]), `${type}.bin`);
    const res = await fetch(`${server.url}/api/otaPackage/${info.id.id}?checksumAlgorithm=SHA256`, {
      method: 'POST', headers: { 'X-Authorization': `Bearer ${token}` }, body: form,
    });
    assert.equal(res.status, 200, await res.text());
    return info.id as Ref;
  };
  const ruleChain = (await ok(o.post('/api/ruleChain', { name: 'Foreign chain', type: 'CORE' }), 'rule chain')).id;
  const edgeRuleChain = (await ok(o.post('/api/ruleChain', { name: 'Foreign edge chain', type: 'EDGE' }), 'edge chain')).id;
  const metadata = await ok(o.post('/api/ruleChain/metadata', {
    ruleChainId: ruleChain, firstNodeIndex: 0, connections: [], ruleChainConnections: null,
    nodes: [{ type: 'org.thingsboard.rule.engine.filter.TbJsFilterNode', name: 'Foreign node', debugMode: false,
      configuration: { jsScript: 'return true;' }, additionalInfo: { layoutX: 1, layoutY: 1 } }],
  }), 'metadata');
  const dashboard = (await ok(o.post('/api/dashboard', { title: 'Foreign dashboard' }), 'dashboard')).id;
  const entityView = (await ok(o.post('/api/entityView', { name: 'Foreign view', type: 'v', entityId: device }), 'entity view')).id;
  const edge = (await ok(o.post('/api/edge', { name: 'Foreign edge', type: 'e', secret: 'foreignsecret', routingKey: 'foreign-routing-key' }), 'edge')).id;
  const bundle = (await ok(o.post('/api/widgetsBundle', { title: 'Foreign bundle' }), 'bundle')).id;
  const bundleAlias = (await ok(o.get(`/api/widgetsBundle/${bundle.id}`), 'bundle read')).alias;
  const widgetType = (await ok(o.post('/api/widgetType', {
    name: 'Foreign widget', bundleAlias, descriptor: { type: 'latest', sizeX: 4, sizeY: 3, resources: [], templateHtml: '', templateCss: '',
      controllerScript: '', settingsSchema: '', dataKeySettingsSchema: '', defaultConfig: '{}' },
  }), 'widget type')).id;
  const user = (await ok(server.call('POST', '/api/user?sendActivationMail=false', { token, body: {
    email: 'foreign-user@example.com', authority: 'CUSTOMER_USER', customerId: customer } }), 'user')).id;
  const alarm = (await ok(o.post('/api/alarm', { type: 'Foreign alarm', originator: device, severity: 'CRITICAL', status: 'ACTIVE_UNACK' }), 'alarm')).id;
  const credentials = (await ok(o.get(`/api/device/${device.id}/credentials`), 'credentials')).id;
  return {
    customer, deviceProfile: profile, device, asset, firmware: await ota('FIRMWARE'), software: await ota('SOFTWARE'), ruleChain, edgeRuleChain,
    ruleNode: metadata.nodes[0].id, dashboard, entityView, edge, widgetsBundle: bundle, widgetType, user, alarm,
    credentials: ref('DEVICE_CREDENTIALS', credentials.id),
  };
}

before(async () => {
  server = await startTestServer();
  const o = await createOtherTenant(server.ctx.db, 'refs');
  tenant = await tokenFor(server, 'tenant@thingsboard.org');
  sysadmin = await tokenFor(server, 'sysadmin@thingsboard.org');
  customerA = await tokenFor(server, 'customer@thingsboard.org');
  other = await tokenFor(server, o.adminEmail);
  foreign = { ...(await createForeignEntities(other)), tenant: ref('TENANT', o.tenantId) };
  const t = as(tenant);
  const profiles = await ok(t.get('/api/deviceProfiles?pageSize=1&page=0&sortProperty=name&sortOrder=ASC'), 'own profiles');
  const thermostat = ref('DEVICE', await deviceId(server, 'Thermostat T1'));
  own = {
    device: thermostat,
    customerBDevice: ref('DEVICE', await deviceId(server, 'Humidity Sensor H1')),
    deviceProfile: profiles.data[0].id,
    ruleChain: (await ok(t.post('/api/ruleChain', { name: 'Own chain', type: 'CORE' }), 'own chain')).id,
    dashboard: (await ok(t.post('/api/dashboard', { title: 'Own dashboard' }), 'own dashboard')).id,
    credentials: (await ok(t.get(`/api/device/${thermostat.id}/credentials`), 'own credentials')).id,
  };
  const bundle = (await ok(t.post('/api/widgetsBundle', { title: 'Own bundle' }), 'own bundle')).id;
  ownBundleAlias = (await ok(t.get(`/api/widgetsBundle/${bundle.id}`), 'own bundle read')).alias;
});
after(() => server.close());

/** Sets `path` (`a.b`, `a[].b` for the first element, `a.*.b` for one key) in a copy of `body`. */
function withField(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body);
  const parts = path.split('.');
  let node: any = copy;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const list = part.endsWith('[]');
    const key = part === '*' ? Object.keys(node)[0] ?? 'ANY' : list ? part.slice(0, -2) : part;
    if (last) {
      node[key] = value;
      return;
    }
    if (list) {
      node[key] ??= [{}];
      node = node[key][0];
    } else {
      node[key] ??= {};
      node = node[key];
    }
  });
  return copy;
}

/** How one route's body is sent: who sends it, a valid body, and the query string. */
interface RouteCase {
  token: () => string;
  body: () => Body;
  /** Which entity of another owner each id field is set to (default: by the field's entity type). */
  fields?: Record<string, string>;
  path?: string;
  /** Extra check of a 2xx answer (e.g. a count of 0). */
  check?: (res: CallResult) => void;
  /** Whether a 2xx answer reports the reference as refused (imports answer a result per item). */
  refusedIn?: (res: CallResult) => boolean;
}

const alarmBody = (): Body => ({ type: 'Reference check', originator: own.device, severity: 'MINOR', status: 'ACTIVE_UNACK' });
const profileBody = (): Body => ({ name: `Reference profile ${Math.random()}`, type: 'DEFAULT', transportType: 'DEFAULT',
  profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' }, provisionConfiguration: { type: 'DISABLED' },
    alarms: [{ id: 'a1', alarmType: 'Hot', propagate: false, createRules: { CRITICAL: { condition: { condition: [], spec: { type: 'SIMPLE' } } } },
      clearRule: { condition: { condition: [], spec: { type: 'SIMPLE' } } } }] } });
const metadataBody = (): Body => ({ ruleChainId: own.ruleChain, firstNodeIndex: 0, connections: [],
  nodes: [{ type: 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode', name: 'To chain', debugMode: false,
    configuration: { ruleChainId: own.ruleChain.id }, additionalInfo: { layoutX: 1, layoutY: 1 } }],
  ruleChainConnections: [{ fromIndex: 0, targetRuleChainId: own.ruleChain, additionalInfo: {}, type: 'Success' }] });
const entityQuery = (): Body => ({ entityFilter: { type: 'singleEntity', singleEntity: own.device },
  entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }], pageLink: { pageSize: 10, page: 0 } });
const alarmQuery = (): Body => ({ ...entityQuery(), pageLink: { pageSize: 10, page: 0, timeWindow: 86_400_000 } });
const emptyData = (res: CallResult) => assert.deepEqual(res.body.data, [], res.text.slice(0, 200));
const rootFilters = (query: () => Body): Record<string, () => Body> => Object.fromEntries(
  ['relationsQuery', 'assetSearchQuery', 'deviceSearchQuery', 'entityViewSearchQuery', 'edgeSearchQuery'].map((type) => [type, () => ({
    ...query(), entityFilter: { type, rootEntity: own.device, direction: 'FROM', maxLevel: 2, fetchLastLevelOnly: false, filters: [],
      relationType: 'Contains', assetTypes: ['site'], deviceTypes: ['default'], entityViewTypes: ['v'], edgeTypes: ['e'] },
  })]));

/** A valid body per route; field values are replaced one by one. Routes of the system administrator only are listed apart. */
const ROUTES: Record<string, RouteCase> = {
  'POST /api/alarm': { token: () => tenant, body: alarmBody },
  'POST /api/asset': { token: () => tenant, body: () => ({ name: `Reference asset ${Math.random()}`, type: 'site' }) },
  'POST /api/customer': { token: () => tenant, body: () => ({ title: `Reference customer ${Math.random()}` }) },
  'POST /api/dashboard': { token: () => tenant, body: () => ({ title: 'Reference dashboard' }) },
  'POST /api/device': { token: () => tenant, body: () => ({ name: `Reference device ${Math.random()}` }) },
  'POST /api/device-with-credentials': { token: () => tenant, body: () => ({ device: { name: `Reference device ${Math.random()}` },
    credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: `ref-${Math.random()}` } }) },
  'POST /api/device/credentials': { token: () => tenant, body: () => ({ id: own.credentials, deviceId: own.device, credentialsType: 'ACCESS_TOKEN',
    credentialsId: `ref-${Math.random()}` }), fields: { id: 'credentials' } },
  'POST /api/deviceProfile': { token: () => tenant, body: profileBody },
  'POST /api/edge': { token: () => tenant, body: () => ({ name: `Reference edge ${Math.random()}`, type: 'e', secret: `s${Math.random()}`,
    routingKey: `r${Math.random()}` }), fields: { rootRuleChainId: 'edgeRuleChain' } },
  'POST /api/entityView': { token: () => tenant, body: () => ({ name: `Reference view ${Math.random()}`, type: 'v', entityId: own.device }) },
  'POST /api/otaPackage': { token: () => tenant, body: () => ({ title: `Reference package ${Math.random()}`, version: '1', type: 'FIRMWARE',
    deviceProfileId: own.deviceProfile }) },
  'POST /api/relation': { token: () => tenant, body: () => ({ from: own.device, to: own.dashboard, type: 'Uses' }),
    fields: { from: 'device', to: 'asset' } },
  'POST /api/ruleChain': { token: () => tenant, body: () => ({ name: 'Reference chain', type: 'CORE' }), fields: { firstRuleNodeId: 'ruleNode' } },
  'POST /api/ruleChain/metadata': { token: () => tenant, body: metadataBody, fields: { 'nodes[].id': 'ruleNode' } },
  'POST /api/ruleChains/import': { token: () => tenant, path: '?overwrite=true', body: () => ({
    ruleChains: [{ name: 'Imported reference chain', type: 'CORE' }], metadata: [{ ...metadataBody(), ruleChainId: undefined }] }),
    fields: { 'ruleChains[].firstRuleNodeId': 'ruleNode', 'metadata[].nodes[].id': 'ruleNode' },
    refusedIn: (res) => Array.isArray(res.body) && res.body.some((r: { error: unknown }) => typeof r.error === 'string') },
  'POST /api/tenant/dashboard/home/info': { token: () => tenant, body: () => ({ dashboardId: own.dashboard }) },
  'POST /api/user': { token: () => tenant, path: '?sendActivationMail=false', body: () => ({ email: `ref${Math.random()}@example.com`,
    authority: 'TENANT_ADMIN' }) },
  'POST /api/widgetType': { token: () => tenant, body: () => ({ name: 'Reference widget', bundleAlias: ownBundleAlias, descriptor: { type: 'latest',
    sizeX: 4, sizeY: 3, resources: [], templateHtml: '', templateCss: '', controllerScript: '', settingsSchema: '', dataKeySettingsSchema: '',
    defaultConfig: '{}' } }) },
  'POST /api/widgetsBundle': { token: () => tenant, body: () => ({ title: 'Reference bundle' }) },
  'POST /api/entitiesQuery/find': { token: () => tenant, body: entityQuery, check: emptyData },
  'POST /api/entitiesQuery/find/keys': { token: () => tenant, body: entityQuery,
    check: (res) => assert.deepEqual([res.body.timeseries ?? [], res.body.attribute ?? []], [[], []]) },
  'POST /api/entitiesQuery/count': { token: () => tenant, body: entityQuery, check: (res) => assert.equal(res.body, 0) },
  'POST /api/alarmsQuery/find': { token: () => tenant, body: alarmQuery, check: emptyData },
  'POST /api/entities/vc/version': { token: () => tenant, body: () => ({ type: 'SINGLE_ENTITY', versionName: 'refs', branch: 'main',
    entityId: own.device, config: { saveRelations: false, saveAttributes: false, saveCredentials: false } }) },
};

/** Query variants whose entity filter carries other id fields. */
const FILTER_VARIANTS: Record<string, Record<string, () => Body>> = {
  'entityFilter.rootEntity': rootFilters(entityQuery),
  'entityFilter.customerId': { apiUsageState: () => ({ ...entityQuery(), entityFilter: { type: 'apiUsageState', customerId: own.device } }) },
};

/** Fields that are not references to check, with the reason. */
const NOT_REFERENCES: Array<[RegExp, string]> = [
  [/\texternalId$|\.externalId$/, 'the id of the same entity in another environment, only ever looked up within the caller\'s tenant'],
  [/^POST \/api\/(admin\/settings|admin\/settings\/testMail|oauth2\/config\/template|queues|tenant|tenantProfile|resource)\t/,
    'saved by the system administrator, who owns every tenant'],
  [/^POST \/api\/entities\/vc\/entity\t/, 'an entity of the repository, looked up by external id within the caller\'s tenant'],
];

/** Entity of another owner used for a field: by the field's own choice, else by the id's entity type. */
function foreignFor(route: string, field: string, schemaName: string): Ref {
  const chosen = ROUTES[route]?.fields?.[field];
  if (chosen) return foreign[chosen]!;
  const byType: Record<string, string> = {
    AlarmId: 'alarm', AssetId: 'asset', CustomerId: 'customer', DashboardId: 'dashboard', NullableDashboardId: 'dashboard', DeviceId: 'device',
    DeviceProfileId: 'deviceProfile', EdgeId: 'edge', EntityViewId: 'entityView', NullableOtaPackageId: field.endsWith('softwareId') ? 'software' : 'firmware',
    OtaPackageId: 'firmware', RuleChainId: 'ruleChain', NullableRuleChainId: 'ruleChain', RuleNodeId: 'ruleNode', NullableRuleNodeId: 'ruleNode',
    TenantId: 'tenant', UserId: 'user', WidgetTypeId: 'widgetType', WidgetsBundleId: 'widgetsBundle', EntityId: 'device', UuidId: 'credentials',
  };
  const key = byType[schemaName];
  assert.ok(key, `no entity of another tenant for ${schemaName}`);
  return foreign[key]!;
}

/** Every (route, field, id schema) of a POST or PUT JSON body in the API description. */
function idFields(): Array<[string, string, string]> {
  const doc = JSON.parse(readFileSync(new URL('../../openapi/thingsboard.json', import.meta.url), 'utf8'));
  const schemas = doc.components.schemas as Record<string, any>;
  const out = new Map<string, [string, string, string]>();
  const walk = (schema: any, path: string, seen: Set<string>, route: string): void => {
    if (!schema || typeof schema !== 'object') return;
    const name = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
    if (name) {
      if (/Id$/.test(name) && schemas[name]) out.set(`${route}\t${path}`, [route, path, name]);
      else if (!seen.has(name)) walk(schemas[name], path, new Set([...seen, name]), route);
      return;
    }
    for (const k of ['oneOf', 'anyOf', 'allOf']) for (const s of schema[k] ?? []) walk(s, path, seen, route);
    if (schema.items) walk(schema.items, `${path}[]`, seen, route);
    for (const [k, v] of Object.entries(schema.properties ?? {})) walk(v, path ? `${path}.${k}` : k, seen, route);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${path}.*`, seen, route);
  };
  for (const [path, ops] of Object.entries(doc.paths as Record<string, any>)) {
    for (const method of ['post', 'put']) {
      const schema = ops[method]?.requestBody?.content?.['application/json']?.schema;
      if (schema) walk(schema, '', new Set(), `${method.toUpperCase()} ${path}`);
    }
  }
  return [...out.values()];
}

function refused(res: CallResult): boolean {
  return res.status >= 400 && res.status < 500;
}

test('the body of each route case is accepted as it is', async () => {
  const failures: string[] = [];
  for (const [route, rc] of Object.entries(ROUTES)) {
    const [method, path] = route.split(' ') as [string, string];
    const res = await server.call(method, path + (rc.path ?? ''), { token: rc.token(), body: rc.body() });
    if (res.status !== 200 || rc.refusedIn?.(res)) failures.push(`${route}: ${res.status} ${res.text.slice(0, 200)}`);
  }
  assert.deepEqual(failures, []);
});

test('every id field of every body is checked for the tenant that owns the entity', async () => {
  const failures: string[] = [];
  let checked = 0;
  for (const [route, field, schemaName] of idFields()) {
    if (NOT_REFERENCES.some(([pattern]) => pattern.test(`${route}\t${field}`))) continue;
    const rc = ROUTES[route];
    if (!rc) {
      failures.push(`${route} ${field}: no case for this route`);
      continue;
    }
    const bodies = FILTER_VARIANTS[field] ?? { '': rc.body };
    const target = foreignFor(route, field, schemaName);
    for (const [variant, body] of Object.entries(bodies)) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await server.call(method, path + (rc.path ?? ''), { token: rc.token(), body: withField(body(), field, target) });
      checked++;
      const label = `${route} ${field}${variant ? ` (${variant})` : ''}`;
      if (refused(res) || (res.status === 200 && rc.refusedIn?.(res))) continue;
      if (res.status >= 500) failures.push(`${label}: ${res.status}`);
      else if (res.text.includes(target.id)) failures.push(`${label}: ${res.status}, the answer holds the other tenant's id`);
      else {
        try {
          rc.check?.(res);
        } catch (err) {
          failures.push(`${label}: ${(err as Error).message}`);
        }
      }
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(checked > 60, `${checked} fields checked`);
});

test('ids inside free-form parts of bodies are checked too', async () => {
  const t = as(tenant);
  const inputNode = await t.post('/api/ruleChain/metadata', withField(metadataBody(), 'nodes[].configuration.ruleChainId', foreign.ruleChain!.id));
  assert.ok(refused(inputNode), `rule chain input node: ${inputNode.status} ${inputNode.text}`);
  const customers = await t.post(`/api/dashboard/${own.dashboard.id}/customers`, [foreign.customer!.id]);
  assert.ok(refused(customers), `dashboard customers: ${customers.status}`);
  const added = await t.post(`/api/dashboard/${own.dashboard.id}/customers/add`, [foreign.customer!.id]);
  assert.ok(refused(added), `dashboard customers add: ${added.status}`);
  const alarmRule = await t.post('/api/deviceProfile', withField(profileBody(), 'profileData.alarms[].createRules.*.dashboardId', foreign.dashboard));
  assert.ok(refused(alarmRule), `alarm rule dashboard: ${alarmRule.status}`);
  const clearRule = await t.post('/api/deviceProfile', withField(profileBody(), 'profileData.alarms[].clearRule.dashboardId', foreign.dashboard));
  assert.ok(refused(clearRule), `clear rule dashboard: ${clearRule.status}`);
});

test('a customer user cannot reference entities of another customer', async () => {
  const c = as(customerA);
  const alarm = await c.post('/api/alarm', { ...alarmBody(), originator: own.customerBDevice });
  assert.ok(refused(alarm), `alarm on another customer's device: ${alarm.status}`);
  const relation = await c.post('/api/relation', { from: own.device, to: own.customerBDevice, type: 'Uses' });
  assert.ok(refused(relation), `relation: ${relation.status}`);
  const found = await c.post('/api/entitiesQuery/find', { ...entityQuery(), entityFilter: { type: 'singleEntity', singleEntity: own.customerBDevice } });
  assert.ok(refused(found) || found.body.data.length === 0, `entity query: ${found.status}`);
});

test('a device cannot download another tenant\'s firmware or software', async () => {
  const t = as(tenant);
  const token = `refs-${Date.now()}`;
  await ok(server.call('POST', `/api/device?accessToken=${token}`, { token: tenant, body: { name: 'Downloader' } }), 'device');
  const device = await ok(t.get(`/api/tenant/devices?deviceName=Downloader`), 'read');
  for (const field of ['firmwareId', 'softwareId'] as const) {
    const kind = field === 'firmwareId' ? 'firmware' : 'software';
    const target = foreign[kind]!;
    const saved = await t.post('/api/device', { ...device, [field]: target });
    assert.ok(refused(saved), `${field}: ${saved.status} ${saved.text.slice(0, 120)}`);
    const stored = await server.ctx.db.one<{ firmware_id: string | null; software_id: string | null }>(
      'SELECT firmware_id, software_id FROM device WHERE id = $1', [device.id.id]);
    assert.equal(stored?.[field === 'firmwareId' ? 'firmware_id' : 'software_id'], null);
    const title = `Foreign ${kind === 'firmware' ? 'FIRMWARE' : 'SOFTWARE'}`;
    const download = await server.call('GET', `/api/v1/${token}/${kind}?title=${encodeURIComponent(title)}&version=1.0`);
    assert.equal(download.status, 404, `${kind} download: ${download.status}`);
  }
  void sysadmin;
});
