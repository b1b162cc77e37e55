import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BOOLEAN_OPERATIONS,
  COMPLEX_OPERATIONS,
  DYNAMIC_VALUE_SOURCE_TYPES,
  EDGE_EVENT_ACTIONS,
  EDGE_EVENT_STATUS_COLORS,
  EDGE_EVENT_STATUSES,
  EDGE_EVENT_TYPES,
  EDGE_SECRET_LENGTH,
  ENTITY_KEY_TYPES,
  ENTITY_KEY_VALUE_TYPES,
  FILTER_PREDICATE_TYPES,
  MESSAGE_TYPE_NAMES,
  MESSAGE_TYPES,
  NUMERIC_OPERATIONS,
  OAUTH2_CLIENT_AUTHENTICATION_METHODS,
  OAUTH2_CLIENT_PLATFORM,
  OAUTH2_DOMAIN_NAME_FILTER_TYPES,
  OAUTH2_DOMAIN_SCHEMES,
  OAUTH2_MAPPER_TYPES,
  OAUTH2_PLATFORMS,
  RULE_CHAIN_TYPES,
  RULE_NODE_TYPES,
  SORT_DIRECTIONS,
  STRING_OPERATIONS,
  messageTypeName,
} from '../../sdk/catalogues/index.js';

describe('filters', () => {
  it('lists the nine key types and four value types', () => {
    assert.deepEqual(ENTITY_KEY_TYPES, [
      'ATTRIBUTE', 'CLIENT_ATTRIBUTE', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIME_SERIES', 'ENTITY_FIELD', 'ALARM_FIELD', 'CONSTANT', 'COUNT',
    ]);
    assert.deepEqual(ENTITY_KEY_VALUE_TYPES, ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME']);
  });

  it('lists predicate types and the operations of each', () => {
    assert.deepEqual(FILTER_PREDICATE_TYPES, ['STRING', 'NUMERIC', 'BOOLEAN', 'COMPLEX']);
    assert.deepEqual(STRING_OPERATIONS, ['EQUAL', 'NOT_EQUAL', 'STARTS_WITH', 'ENDS_WITH', 'CONTAINS', 'NOT_CONTAINS', 'IN', 'NOT_IN']);
    assert.deepEqual(NUMERIC_OPERATIONS, ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL']);
    assert.deepEqual(BOOLEAN_OPERATIONS, ['EQUAL', 'NOT_EQUAL']);
    assert.deepEqual(COMPLEX_OPERATIONS, ['AND', 'OR']);
  });

  it('lists dynamic value sources and sort directions', () => {
    assert.deepEqual(DYNAMIC_VALUE_SOURCE_TYPES, ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_DEVICE']);
    assert.deepEqual(SORT_DIRECTIONS, ['ASC', 'DESC']);
  });
});

describe('rule nodes', () => {
  it('lists the six library categories plus INPUT and UNKNOWN, and the chain types', () => {
    assert.deepEqual(RULE_NODE_TYPES, ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW', 'INPUT', 'UNKNOWN']);
    assert.deepEqual(RULE_CHAIN_TYPES, ['CORE', 'EDGE']);
  });

  it('lists the twenty-two message types in order with display names', () => {
    assert.deepEqual(MESSAGE_TYPES, [
      'POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST', 'RPC_CALL_FROM_SERVER_TO_DEVICE',
      'ACTIVITY_EVENT', 'INACTIVITY_EVENT', 'CONNECT_EVENT', 'DISCONNECT_EVENT', 'ENTITY_CREATED', 'ENTITY_UPDATED',
      'ENTITY_DELETED', 'ENTITY_ASSIGNED', 'ENTITY_UNASSIGNED', 'ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED',
      'TIMESERIES_UPDATED', 'TIMESERIES_DELETED', 'RPC_QUEUED', 'RPC_DELIVERED', 'RPC_SUCCESSFUL', 'RPC_TIMEOUT', 'RPC_FAILED',
    ]);
    assert.equal(MESSAGE_TYPE_NAMES.POST_TELEMETRY_REQUEST, 'Post telemetry');
    assert.equal(MESSAGE_TYPE_NAMES.TO_SERVER_RPC_REQUEST, 'RPC Request from Device');
    assert.equal(MESSAGE_TYPE_NAMES.RPC_CALL_FROM_SERVER_TO_DEVICE, 'RPC Request to Device');
  });

  it('shows a custom message type as typed', () => {
    assert.equal(messageTypeName('ACTIVITY_EVENT'), 'Activity Event');
    assert.equal(messageTypeName('MY_TYPE'), 'MY_TYPE');
    assert.equal(messageTypeName('toString'), 'toString');
  });
});

describe('edge events', () => {
  it('lists the sixteen event types and nineteen actions', () => {
    assert.deepEqual(EDGE_EVENT_TYPES, [
      'DASHBOARD', 'ASSET', 'DEVICE', 'DEVICE_PROFILE', 'ENTITY_VIEW', 'ALARM', 'RULE_CHAIN', 'RULE_CHAIN_METADATA',
      'EDGE', 'USER', 'CUSTOMER', 'RELATION', 'TENANT', 'WIDGETS_BUNDLE', 'WIDGET_TYPE', 'ADMIN_SETTINGS',
    ]);
    assert.deepEqual(EDGE_EVENT_ACTIONS, [
      'ADDED', 'DELETED', 'UPDATED', 'POST_ATTRIBUTES', 'ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED', 'TIMESERIES_UPDATED',
      'CREDENTIALS_UPDATED', 'ASSIGNED_TO_CUSTOMER', 'UNASSIGNED_FROM_CUSTOMER', 'RELATION_ADD_OR_UPDATE',
      'RELATION_DELETED', 'RPC_CALL', 'ALARM_ACK', 'ALARM_CLEAR', 'ASSIGNED_TO_EDGE', 'UNASSIGNED_FROM_EDGE',
      'CREDENTIALS_REQUEST', 'ENTITY_MERGE_REQUEST',
    ]);
  });

  it('colours DEPLOYED black and PENDING grey, and generates 20-character secrets', () => {
    assert.deepEqual(EDGE_EVENT_STATUSES, ['DEPLOYED', 'PENDING']);
    assert.deepEqual(EDGE_EVENT_STATUS_COLORS, { DEPLOYED: 'black', PENDING: 'grey' });
    assert.equal(EDGE_SECRET_LENGTH, 20);
  });
});

describe('OAuth2', () => {
  it('lists schemes, mapper types, domain name filter types, platforms and client authentication methods', () => {
    assert.deepEqual(OAUTH2_DOMAIN_SCHEMES, ['HTTP', 'HTTPS', 'MIXED']);
    assert.deepEqual(OAUTH2_MAPPER_TYPES, ['BASIC', 'CUSTOM', 'GITHUB', 'APPLE']);
    assert.deepEqual(OAUTH2_DOMAIN_NAME_FILTER_TYPES, ['DOMAIN', 'EMAIL', 'CUSTOM']);
    assert.deepEqual(OAUTH2_PLATFORMS, ['WEB', 'ANDROID', 'IOS']);
    assert.deepEqual(OAUTH2_CLIENT_AUTHENTICATION_METHODS, ['BASIC', 'POST']);
    assert.equal(OAUTH2_CLIENT_PLATFORM, 'WEB');
  });
});
