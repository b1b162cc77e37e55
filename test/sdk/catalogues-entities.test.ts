import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALIAS_ENTITY_TYPES,
  ALIAS_FILTER_TYPES,
  ATTRIBUTE_SCOPES,
  AUTHORITIES,
  AUTHORITY_LABEL_KEYS,
  BOOTSTRAP_SECURITY_INFO_FIELDS,
  BUILT_IN_RELATION_TYPES,
  CLAIM_RESULTS,
  CLIENT_SIDE_SCOPES,
  CONTENT_TYPES,
  DATA_TYPES,
  DEFAULT_SORT_PROPERTY,
  DEVICE_CREDENTIALS_TYPES,
  EDITABLE_ATTRIBUTE_SCOPES,
  ENTITY_FIELDS,
  ENTITY_LOAD_ERROR_TYPES,
  ENTITY_TYPES,
  EXPORT_CONFIG_FIELDS,
  IMPORT_CONFIG_FIELDS,
  MQTT_BASIC_CREDENTIALS_FIELDS,
  RELATION_DIRECTIONS,
  RELATION_TYPE_GROUPS,
  RELATION_TYPE_MAX_LENGTH,
  SEARCHABLE_ENTITY_TYPES,
  SYNC_STRATEGIES,
  TIME_ENTITY_FIELDS,
  TIMESERIES_DEFAULT_LIMIT,
  TIMESERIES_DEFAULT_ORDER,
  USER_AUTHORITIES,
  VALUE_TYPES,
  VERSION_CREATE_REQUEST_TYPES,
  VERSION_LOAD_REQUEST_TYPES,
  VERSIONABLE_ENTITY_TYPES,
  currentUserOwnerType,
  inferValueType,
  isAuthority,
  isEntityType,
  searchableEntityTypes,
} from '../../sdk/catalogues/index.js';

describe('authorities', () => {
  it('lists the six authorities', () => {
    assert.deepEqual(AUTHORITIES, ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER', 'REFRESH_TOKEN', 'ANONYMOUS', 'PRE_VERIFICATION_TOKEN']);
    assert.deepEqual(USER_AUTHORITIES, ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']);
  });

  it('maps each user authority to its role label key', () => {
    assert.deepEqual(AUTHORITY_LABEL_KEYS, {
      SYS_ADMIN: 'user.sys-admin',
      TENANT_ADMIN: 'user.tenant-admin',
      CUSTOMER_USER: 'user.customer',
    });
  });

  it('recognises known authorities only', () => {
    assert.equal(isAuthority('ANONYMOUS'), true);
    assert.equal(isAuthority('ROOT'), false);
    assert.equal(isAuthority(undefined), false);
  });
});

describe('entity types', () => {
  it('lists the twenty stored entity types in order', () => {
    assert.equal(ENTITY_TYPES.length, 20);
    assert.deepEqual(ENTITY_TYPES, [
      'TENANT', 'TENANT_PROFILE', 'CUSTOMER', 'USER', 'DASHBOARD', 'ASSET', 'DEVICE', 'DEVICE_PROFILE', 'ALARM',
      'RULE_CHAIN', 'RULE_NODE', 'EDGE', 'ENTITY_VIEW', 'WIDGETS_BUNDLE', 'WIDGET_TYPE', 'API_USAGE_STATE',
      'TB_RESOURCE', 'OTA_PACKAGE', 'RPC', 'QUEUE',
    ]);
    assert.equal(isEntityType('DEVICE'), true);
    assert.equal(isEntityType('CURRENT_USER'), false);
  });

  it('lists the four virtual alias types', () => {
    assert.deepEqual(ALIAS_ENTITY_TYPES, ['CURRENT_CUSTOMER', 'CURRENT_TENANT', 'CURRENT_USER', 'CURRENT_USER_OWNER']);
  });

  it('resolves the current user owner to the tenant only for a tenant administrator', () => {
    assert.equal(currentUserOwnerType('TENANT_ADMIN'), 'TENANT');
    assert.equal(currentUserOwnerType('CUSTOMER_USER'), 'CUSTOMER');
    assert.equal(currentUserOwnerType('SYS_ADMIN'), 'CUSTOMER');
    assert.equal(currentUserOwnerType(undefined), 'CUSTOMER');
  });

  it('offers tenants only to a system administrator', () => {
    assert.deepEqual(SEARCHABLE_ENTITY_TYPES.SYS_ADMIN, ['TENANT']);
    assert.deepEqual(searchableEntityTypes('SYS_ADMIN', true), ['TENANT']);
  });

  it('offers a tenant administrator seven types plus edges when enabled', () => {
    const base = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD'];
    assert.deepEqual(searchableEntityTypes('TENANT_ADMIN', false), base);
    assert.deepEqual(searchableEntityTypes('TENANT_ADMIN', true), [...base, 'EDGE']);
  });

  it('offers a customer user the tenant administrator list without tenants', () => {
    const base = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD'];
    assert.deepEqual(searchableEntityTypes('CUSTOMER_USER', false), base);
    assert.deepEqual(searchableEntityTypes('CUSTOMER_USER', true), [...base, 'EDGE']);
  });

  it('offers nothing to other authorities', () => {
    assert.deepEqual(searchableEntityTypes('ANONYMOUS', true), []);
    assert.deepEqual(searchableEntityTypes('PRE_VERIFICATION_TOKEN', true), []);
  });
});

describe('entity fields and alias filters', () => {
  it('lists the fifteen display and sort fields with createdTime as the only time field', () => {
    assert.deepEqual(ENTITY_FIELDS, [
      'createdTime', 'name', 'type', 'firstName', 'lastName', 'email', 'title', 'country', 'state', 'city',
      'address', 'address2', 'zip', 'phone', 'label',
    ]);
    assert.deepEqual(TIME_ENTITY_FIELDS, ['createdTime']);
    assert.equal(DEFAULT_SORT_PROPERTY, 'createdTime');
  });

  it('lists the fifteen alias filter types', () => {
    assert.deepEqual(ALIAS_FILTER_TYPES, [
      'singleEntity', 'entityList', 'entityName', 'entityType', 'stateEntity', 'assetType', 'deviceType', 'edgeType',
      'entityViewType', 'apiUsageState', 'relationsQuery', 'assetSearchQuery', 'deviceSearchQuery',
      'edgeSearchQuery', 'entityViewSearchQuery',
    ]);
  });
});

describe('attribute scopes and value types', () => {
  it('lists the four scopes and flags latest telemetry and client attributes', () => {
    assert.deepEqual(ATTRIBUTE_SCOPES, ['LATEST_TELEMETRY', 'CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE']);
    assert.deepEqual(CLIENT_SIDE_SCOPES, {
      LATEST_TELEMETRY: true,
      CLIENT_SCOPE: true,
      SERVER_SCOPE: false,
      SHARED_SCOPE: false,
    });
    assert.deepEqual(EDITABLE_ATTRIBUTE_SCOPES, ['SERVER_SCOPE', 'SHARED_SCOPE']);
  });

  it('reads timeseries 100 at a time, newest first, by default', () => {
    assert.equal(TIMESERIES_DEFAULT_LIMIT, 100);
    assert.equal(TIMESERIES_DEFAULT_ORDER, 'DESC');
  });

  it('lists content, value and data types', () => {
    assert.deepEqual(CONTENT_TYPES, ['JSON', 'TEXT', 'BINARY']);
    assert.deepEqual(VALUE_TYPES, ['STRING', 'INTEGER', 'DOUBLE', 'BOOLEAN', 'JSON']);
    assert.deepEqual(DATA_TYPES, ['STRING', 'LONG', 'BOOLEAN', 'DOUBLE', 'JSON']);
  });

  it('infers the type of a written value', () => {
    assert.equal(inferValueType(true), 'BOOLEAN');
    assert.equal(inferValueType(42), 'INTEGER');
    assert.equal(inferValueType(-7), 'INTEGER');
    assert.equal(inferValueType(4.2), 'DOUBLE');
    assert.equal(inferValueType({ a: 1 }), 'JSON');
    assert.equal(inferValueType([1]), 'JSON');
    assert.equal(inferValueType('42'), 'STRING');
    assert.equal(inferValueType(null), 'STRING');
  });
});

describe('credentials', () => {
  it('lists the device credential types, claim results and basic MQTT fields', () => {
    assert.deepEqual(DEVICE_CREDENTIALS_TYPES, ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC', 'LWM2M_CREDENTIALS']);
    assert.deepEqual(CLAIM_RESULTS, ['SUCCESS', 'FAILURE', 'CLAIMED']);
    assert.deepEqual(MQTT_BASIC_CREDENTIALS_FIELDS, ['clientId', 'userName', 'password']);
    assert.deepEqual(BOOTSTRAP_SECURITY_INFO_FIELDS, ['host', 'port', 'securityHost', 'securityPort', 'serverPublicKey']);
  });
});

describe('relations', () => {
  it('lists groups, built-in types, directions and the type length limit', () => {
    assert.deepEqual(RELATION_TYPE_GROUPS, ['COMMON', 'ALARM', 'DASHBOARD', 'RULE_CHAIN', 'RULE_NODE']);
    assert.deepEqual(BUILT_IN_RELATION_TYPES, ['Contains', 'Manages']);
    assert.deepEqual(RELATION_DIRECTIONS, ['FROM', 'TO']);
    assert.equal(RELATION_TYPE_MAX_LENGTH, 255);
  });
});

describe('version control', () => {
  it('lists the eight versionable entity types', () => {
    assert.deepEqual(VERSIONABLE_ENTITY_TYPES, [
      'ASSET', 'DEVICE', 'ENTITY_VIEW', 'DASHBOARD', 'CUSTOMER', 'DEVICE_PROFILE', 'RULE_CHAIN', 'WIDGETS_BUNDLE',
    ]);
  });

  it('lists sync strategies, request types, import modes and load error types', () => {
    assert.deepEqual(SYNC_STRATEGIES, ['MERGE', 'OVERWRITE']);
    assert.deepEqual(VERSION_CREATE_REQUEST_TYPES, ['SINGLE_ENTITY', 'COMPLEX']);
    assert.deepEqual(VERSION_LOAD_REQUEST_TYPES, ['SINGLE_ENTITY', 'ENTITY_TYPE']);
    assert.deepEqual(ENTITY_LOAD_ERROR_TYPES, ['DEVICE_CREDENTIALS_CONFLICT', 'MISSING_REFERENCED_ENTITY', 'RUNTIME']);
  });

  it('lists the export and import settings of a type', () => {
    assert.deepEqual(EXPORT_CONFIG_FIELDS, ['syncStrategy', 'saveAttributes', 'saveRelations', 'saveCredentials', 'allEntities', 'entityIds']);
    assert.deepEqual(IMPORT_CONFIG_FIELDS, ['loadAttributes', 'loadRelations', 'loadCredentials', 'removeOtherEntities', 'findExistingEntityByName']);
  });
});
