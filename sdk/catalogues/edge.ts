/** Edge event types. */
export const EDGE_EVENT_TYPES = [
  'DASHBOARD',
  'ASSET',
  'DEVICE',
  'DEVICE_PROFILE',
  'ENTITY_VIEW',
  'ALARM',
  'RULE_CHAIN',
  'RULE_CHAIN_METADATA',
  'EDGE',
  'USER',
  'CUSTOMER',
  'RELATION',
  'TENANT',
  'WIDGETS_BUNDLE',
  'WIDGET_TYPE',
  'ADMIN_SETTINGS',
] as const;

/** One event type of {@link EDGE_EVENT_TYPES}. */
export type EdgeEventType = (typeof EDGE_EVENT_TYPES)[number];

/** Edge event actions. */
export const EDGE_EVENT_ACTIONS = [
  'ADDED',
  'DELETED',
  'UPDATED',
  'POST_ATTRIBUTES',
  'ATTRIBUTES_UPDATED',
  'ATTRIBUTES_DELETED',
  'TIMESERIES_UPDATED',
  'CREDENTIALS_UPDATED',
  'ASSIGNED_TO_CUSTOMER',
  'UNASSIGNED_FROM_CUSTOMER',
  'RELATION_ADD_OR_UPDATE',
  'RELATION_DELETED',
  'RPC_CALL',
  'ALARM_ACK',
  'ALARM_CLEAR',
  'ASSIGNED_TO_EDGE',
  'UNASSIGNED_FROM_EDGE',
  'CREDENTIALS_REQUEST',
  'ENTITY_MERGE_REQUEST',
] as const;

/** One action of {@link EDGE_EVENT_ACTIONS}. */
export type EdgeEventAction = (typeof EDGE_EVENT_ACTIONS)[number];

/** Edge event delivery statuses; an event moves from PENDING to DEPLOYED. */
export const EDGE_EVENT_STATUSES = ['DEPLOYED', 'PENDING'] as const;

/** One status of {@link EDGE_EVENT_STATUSES}. */
export type EdgeEventStatus = (typeof EDGE_EVENT_STATUSES)[number];

/** Display colour per edge event status. */
export const EDGE_EVENT_STATUS_COLORS: Readonly<Record<EdgeEventStatus, string>> = {
  DEPLOYED: 'black',
  PENDING: 'grey',
};

/** Length of a generated edge secret. */
export const EDGE_SECRET_LENGTH = 20;
