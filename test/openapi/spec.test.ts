import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  OVERLAY_FILE, SPEC_FILE, TSV_FILE, TYPES_FILE, TYPES_HEADER, checkEndpoints, checkOwnText, groupEndpoints,
  openApiPath, parseEndpointTsv, readJson,
} from '../../openapi/lib.mjs';

type Json = Record<string, any>;

const spec: Json = readJson(SPEC_FILE);
const overlay: Json = readJson(OVERLAY_FILE);
const rows = parseEndpointTsv(readFileSync(TSV_FILE, 'utf8'));

/** The operation at a method and path; fails the test when absent. */
function op(method: string, path: string): Json {
  const found = spec.paths[path]?.[method.toLowerCase()];
  assert.ok(found, `${method} ${path} is described`);
  return found;
}

/** Follows a local `$ref` to its component. */
function deref(node: Json): Json {
  if (typeof node?.$ref !== 'string') return node;
  const [, , kind = '', name = ''] = node.$ref.split('/');
  return deref(spec.components[kind][name]);
}

/** Query parameters of an operation as `name -> required`. */
function query(operation: Json): Record<string, boolean> {
  return Object.fromEntries((operation.parameters ?? [])
    .filter((p: Json) => p.in === 'query')
    .map((p: Json) => [p.name, p.required === true]));
}

/** The JSON answer schema of the success response. */
function answer(operation: Json, media = 'application/json'): Json {
  return operation.responses['200'].content?.[media]?.schema;
}

/** The JSON request body schema. */
function body(operation: Json): Json {
  return operation.requestBody?.content?.['application/json']?.schema;
}

/** Property names of an object schema, following `allOf`. */
function propertyNames(schema: Json): string[] {
  const resolved = deref(schema);
  const own = Object.keys(resolved.properties ?? {});
  return [...own, ...(resolved.allOf ?? []).flatMap((part: Json) => propertyNames(part))];
}

/** Every operation of the document with its method and path. */
function allOperations(): { method: string; path: string; operation: Json }[] {
  return Object.entries(spec.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, operation]) => ({ method, path, operation: operation as Json })));
}

describe('openapi/thingsboard.json', () => {
  it('is an OpenAPI 3.1.0 document titled for tbkit with a relative server', () => {
    assert.equal(spec.openapi, '3.1.0');
    assert.equal(spec.info.title, 'ThingsBoard 3.4.1 REST API as spoken by tbkit');
    assert.deepEqual(spec.servers, [{ url: '/' }]);
  });

  it('describes the 324 operations of the 335 endpoint rows and nothing else', () => {
    assert.equal(rows.length, 335);
    const groups = groupEndpoints(rows);
    assert.equal(groups.length, 324);
    assert.equal(allOperations().length, 324);
    const keys = new Set(groups.map((g) => g.key));
    for (const { method, path } of allOperations()) assert.ok(keys.has(`${method.toUpperCase()} ${path}`), `${method} ${path} is a 3.4.1 endpoint`);
    assert.deepEqual(checkEndpoints(rows, spec), []);
  });

  it('gives every operation a unique operationId taken from the Java method unless the overlay renames it', () => {
    const ids = allOperations().map(({ operation }) => operation.operationId);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(op('GET', '/api/device/{deviceId}').operationId, 'getDeviceById');
    assert.equal(op('GET', '/api/tenant/devices').operationId, 'getTenantDeviceOrGetTenantDevices');
    assert.equal(op('GET', '/api/auth/user').operationId, 'getUser');
  });

  it('answers login, public login and refresh with a token pair and needs no JWT for them', () => {
    assert.deepEqual(deref(body(op('POST', '/api/auth/login'))).required, ['username', 'password']);
    assert.deepEqual(deref(body(op('POST', '/api/auth/login/public'))).required, ['publicId']);
    assert.deepEqual(deref(body(op('POST', '/api/auth/token'))).required, ['refreshToken']);
    for (const path of ['/api/auth/login', '/api/auth/login/public', '/api/auth/token']) {
      const operation = op('POST', path);
      assert.deepEqual(Object.keys(deref(answer(operation)).properties), ['token', 'refreshToken', 'scope']);
      assert.deepEqual(operation.security, []);
    }
    assert.deepEqual(spec.security, [{ jwt: [] }]);
    assert.equal(spec.components.securitySchemes.jwt.name, 'X-Authorization');
  });

  it('keeps the relations CRUD with both ends and the type as required query parameters', () => {
    assert.equal(body(op('POST', '/api/relation')).$ref, '#/components/schemas/EntityRelation');
    const expected = { fromId: true, fromType: true, relationType: true, relationTypeGroup: false, toId: true, toType: true };
    assert.deepEqual(query(op('GET', '/api/relation')), expected);
    assert.deepEqual(query(op('DELETE', '/api/relation')), expected);
    assert.equal(answer(op('GET', '/api/relation')).$ref, '#/components/schemas/EntityRelation');
    assert.deepEqual(query(op('DELETE', '/api/relations')), { entityId: true, entityType: true });
  });

  it('finds relations from or to an entity and by query body', () => {
    assert.deepEqual(query(op('GET', '/api/relations')), {
      fromId: false, fromType: false, relationTypeGroup: false, relationType: false, toId: false, toType: false,
    });
    assert.deepEqual(query(op('GET', '/api/relations/info')), {
      fromId: false, fromType: false, relationTypeGroup: false, toId: false, toType: false,
    });
    assert.equal(answer(op('GET', '/api/relations/info')).items.$ref, '#/components/schemas/EntityRelationInfo');
    for (const path of ['/api/relations', '/api/relations/info']) {
      assert.equal(body(op('POST', path)).$ref, '#/components/schemas/EntityRelationsQuery');
    }
  });

  it('offers the by-name lookups beside the paged lists, answering one entity or a page', () => {
    const lookups = [
      ['/api/tenant/devices', 'deviceName', 'Device'],
      ['/api/tenant/assets', 'assetName', 'Asset'],
      ['/api/tenant/edges', 'edgeName', 'Edge'],
      ['/api/tenant/entityViews', 'entityViewName', 'EntityView'],
    ];
    for (const [path, name, entity] of lookups) {
      const operation = op('GET', path ?? '');
      assert.equal(query(operation)[name ?? ''], false, `${path} takes ${name}`);
      assert.equal(query(operation).pageSize, false);
      const refs = answer(operation).oneOf.map((s: Json) => s.$ref);
      assert.deepEqual(refs, [`#/components/schemas/${entity}`, `#/components/schemas/PageData${entity}`]);
    }
    const customer = op('GET', '/api/tenant/customers');
    assert.deepEqual(query(customer), { customerTitle: true });
    assert.equal(answer(customer).$ref, '#/components/schemas/Customer');
  });

  it('keeps the 3.4.1 widget-type API addressed by isSystem, bundleAlias and alias', () => {
    for (const path of ['/api/widgetTypes', '/api/widgetTypesInfos', '/api/widgetTypesDetails']) {
      assert.deepEqual(query(op('GET', path)), { isSystem: true, bundleAlias: true });
    }
    assert.deepEqual(query(op('GET', '/api/widgetType')), { isSystem: true, bundleAlias: true, alias: true });
    assert.equal(answer(op('GET', '/api/widgetTypes')).items.$ref, '#/components/schemas/WidgetType');
    assert.ok(propertyNames({ $ref: '#/components/schemas/WidgetType' }).includes('bundleAlias'));
  });

  it('reads timeseries history with the 3.4.1 query parameters', () => {
    const operation = op('GET', '/api/plugins/telemetry/{entityType}/{entityId}/values/timeseries');
    assert.deepEqual(Object.keys(query(operation)).sort(),
      ['agg', 'endTs', 'interval', 'keys', 'limit', 'orderBy', 'startTs', 'useStrictDataTypes']);
    const agg = operation.parameters.find((p: Json) => p.name === 'agg');
    assert.deepEqual(agg.schema.enum, ['NONE', 'AVG', 'MIN', 'MAX', 'SUM', 'COUNT']);
    assert.equal(answer(operation).$ref, '#/components/schemas/TimeseriesData');
  });

  it('writes telemetry and attributes with JSON object bodies', () => {
    const writes = [
      '/api/plugins/telemetry/{entityType}/{entityId}/{scope}',
      '/api/plugins/telemetry/{entityType}/{entityId}/attributes/{scope}',
      '/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}',
      '/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}/{ttl}',
      '/api/plugins/telemetry/{deviceId}/{scope}',
      '/api/v1/{deviceToken}/telemetry',
      '/api/v1/{deviceToken}/attributes',
    ];
    for (const path of writes) {
      const operation = op('POST', path);
      assert.deepEqual(Object.keys(operation.requestBody.content), ['application/json'], path);
      const schema = deref(body(operation));
      const shapes = schema.oneOf ? schema.oneOf.map(deref) : [schema];
      assert.ok(shapes.some((s: Json) => s.type === 'object' && 'additionalProperties' in s), `${path} accepts {key: value}`);
    }
  });

  it('answers 4xx and 5xx with the common ErrorResponse, telemetry and device calls with text', () => {
    const error = spec.components.schemas.ErrorResponse;
    assert.deepEqual(error.required, ['status', 'message', 'errorCode', 'timestamp']);
    assert.deepEqual(Object.keys(error.properties), ['status', 'message', 'errorCode', 'timestamp', 'resetToken']);
    assert.deepEqual(error.properties.timestamp.oneOf.map((s: Json) => s.type), ['string', 'integer']);
    assert.deepEqual(spec.components.schemas.ErrorCode.enum, [2, 10, 11, 15, 20, 30, 31, 32, 33, 34, 40]);
    const device = op('GET', '/api/device/{deviceId}');
    assert.equal(device.responses['4XX'].$ref, '#/components/responses/Error');
    assert.equal(device.responses['5XX'].$ref, '#/components/responses/Error');
    assert.equal(deref(device.responses['4XX']).content['application/json'].schema.$ref, '#/components/schemas/ErrorResponse');
    assert.equal(op('GET', '/api/plugins/telemetry/{entityType}/{entityId}/keys/timeseries').responses['4XX'].$ref,
      '#/components/responses/TextError');
    for (const { operation } of allOperations()) {
      assert.ok(operation.responses['4XX'] && operation.responses['5XX'], `${operation.operationId} has error answers`);
    }
  });

  it('tags every /api/v1 operation device-api, needing no JWT, and no other operation', () => {
    let count = 0;
    for (const { path, operation } of allOperations()) {
      const deviceApi = path.startsWith('/api/v1/');
      assert.equal(operation.tags.includes('device-api'), deviceApi, path);
      if (deviceApi) {
        count += 1;
        assert.deepEqual(operation.security, []);
      }
    }
    assert.equal(count, 11);
  });

  it('answers the four plain-text endpoints as text/plain strings', () => {
    const texts = [
      '/api/uiSettings/helpBaseUrl', '/api/user/{userId}/activationLink', '/api/customer/{customerId}/title',
      '/api/oauth2/loginProcessingUrl',
    ];
    for (const path of texts) {
      const operation = op('GET', path);
      assert.deepEqual(Object.keys(operation.responses['200'].content), ['text/plain'], path);
      assert.deepEqual(answer(operation, 'text/plain'), { type: 'string' });
    }
  });

  it('restores the OAuth2 configuration endpoints with the 3.4.1 shape', () => {
    assert.equal(answer(op('GET', '/api/oauth2/config')).$ref, '#/components/schemas/OAuth2Info');
    assert.equal(body(op('POST', '/api/oauth2/config')).$ref, '#/components/schemas/OAuth2Info');
    assert.deepEqual(propertyNames({ $ref: '#/components/schemas/OAuth2Info' }), ['enabled', 'oauth2ParamsInfos']);
  });

  it('puts externalId on the exportable entities', () => {
    const exportable = ['Device', 'Asset', 'Customer', 'Dashboard', 'DeviceProfile', 'RuleChain', 'RuleNode', 'EntityView', 'WidgetsBundle'];
    for (const name of exportable) {
      assert.ok(propertyNames({ $ref: `#/components/schemas/${name}` }).includes('externalId'), name);
    }
  });

  it('uses the 3.4.1 JSON names of boolean flags', () => {
    const names: [string, string][] = [
      ['DeviceProfile', 'default'], ['TwoFaProviderInfo', 'default'], ['BranchInfo', 'default'],
      ['ShortCustomerInfo', 'public'], ['RelationsQueryFilter', 'multiRoot'], ['OtaPackageInfo', 'hasData'],
      ['DeviceInfo', 'customerIsPublic'],
    ];
    for (const [schema, property] of names) {
      assert.ok(propertyNames({ $ref: `#/components/schemas/${schema}` }).includes(property), `${schema}.${property}`);
    }
  });

  it('keeps request-body fields optional except what the server requires', () => {
    assert.deepEqual(spec.components.schemas.Device.required, ['name']);
    assert.deepEqual(spec.components.schemas.Customer.allOf[1].required, ['title']);
    assert.equal(spec.components.schemas.DeviceSearchQuery.required, undefined);
    assert.ok(!('version' in spec.components.schemas.Device.properties), 'no 4.x optimistic-locking version');
  });

  it('pages every list as {data, totalPages, totalElements, hasNext}', () => {
    const page = spec.components.schemas.PageDataDeviceInfo;
    assert.deepEqual(page.required, ['data', 'totalPages', 'totalElements', 'hasNext']);
    assert.equal(page.properties.data.items.$ref, '#/components/schemas/DeviceInfo');
  });

  it('resolves every local reference', () => {
    const refs = JSON.stringify(spec).match(/"#\/components\/[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const [, , kind, name] = JSON.parse(ref).split('/');
      assert.ok(spec.components[kind]?.[name], `${ref} exists`);
    }
  });

  it('carries no upstream prose or examples', () => {
    assert.deepEqual(checkOwnText(spec, overlay), []);
    const tampered = structuredClone(spec);
    tampered.paths['/api/device/{deviceId}'].get.summary = 'Get Device (getDeviceById)';
    assert.equal(checkOwnText(tampered, overlay).length, 1);
  });

  it('types the entity of each version-control export by its entity type, also for children that only inherit', () => {
    const entity = (name: string) => spec.components.schemas[name].properties.entity.$ref;
    assert.equal(entity('DashboardExportData'), '#/components/schemas/Dashboard');
    assert.equal(entity('DeviceExportData'), '#/components/schemas/Device');
    assert.equal(entity('WidgetsBundleExportData'), '#/components/schemas/WidgetsBundle');
    assert.ok(spec.components.schemas.DeviceExportData.properties.credentials);
  });

  it('lets null through where the server answers null', () => {
    const type = (name: string, prop: string) => deref({ $ref: `#/components/schemas/${name}` }).properties[prop].type;
    assert.deepEqual(type('AuditLog', 'actionFailureDetails'), ['string', 'null']);
    assert.deepEqual(type('RepositorySettings', 'password'), ['string', 'null']);
    assert.deepEqual(type('PlatformTwoFaSettings', 'verificationCodeCheckRateLimit'), ['string', 'null']);
    assert.deepEqual(type('DisabledDeviceProfileProvisionConfiguration', 'provisionDeviceSecret'), ['string', 'null']);
    assert.deepEqual(spec.components.schemas.VersionCreationResult.properties.version.oneOf[1], { type: 'null' });
  });

  it('maps Spring path variables with patterns to plain OpenAPI parameters', () => {
    assert.equal(openApiPath('/api/component/{componentDescriptorClazz:.+}'), '/api/component/{componentDescriptorClazz}');
    assert.ok(spec.paths['/api/component/{componentDescriptorClazz}']);
  });

  it('starts the generated types with the do-not-edit header', () => {
    const types = readFileSync(TYPES_FILE, 'utf8');
    assert.ok(types.startsWith(TYPES_HEADER));
    assert.match(TYPES_HEADER, /Generated from openapi\/thingsboard\.json by `npm run gen:types`/);
    assert.match(types, /export interface paths \{/);
    assert.match(types, /export interface components \{/);
    assert.match(types, /export interface operations \{/);
  });
});
