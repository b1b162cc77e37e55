/** Rule node categories; INPUT and UNKNOWN are special and not offered in the node library. */
export const RULE_NODE_TYPES = [
  'FILTER',
  'ENRICHMENT',
  'TRANSFORMATION',
  'ACTION',
  'EXTERNAL',
  'FLOW',
  'INPUT',
  'UNKNOWN',
] as const;

/** One category of {@link RULE_NODE_TYPES}. */
export type RuleNodeType = (typeof RULE_NODE_TYPES)[number];

/** Rule chain types. */
export const RULE_CHAIN_TYPES = ['CORE', 'EDGE'] as const;

/** One rule chain type of {@link RULE_CHAIN_TYPES}. */
export type RuleChainType = (typeof RULE_CHAIN_TYPES)[number];

/** Known rule engine message types with their display names, in catalogue order. */
export const MESSAGE_TYPE_NAMES = {
  POST_ATTRIBUTES_REQUEST: 'Post attributes',
  POST_TELEMETRY_REQUEST: 'Post telemetry',
  TO_SERVER_RPC_REQUEST: 'RPC Request from Device',
  RPC_CALL_FROM_SERVER_TO_DEVICE: 'RPC Request to Device',
  ACTIVITY_EVENT: 'Activity Event',
  INACTIVITY_EVENT: 'Inactivity Event',
  CONNECT_EVENT: 'Connect Event',
  DISCONNECT_EVENT: 'Disconnect Event',
  ENTITY_CREATED: 'Entity Created',
  ENTITY_UPDATED: 'Entity Updated',
  ENTITY_DELETED: 'Entity Deleted',
  ENTITY_ASSIGNED: 'Entity Assigned',
  ENTITY_UNASSIGNED: 'Entity Unassigned',
  ATTRIBUTES_UPDATED: 'Attributes Updated',
  ATTRIBUTES_DELETED: 'Attributes Deleted',
  TIMESERIES_UPDATED: 'Timeseries Updated',
  TIMESERIES_DELETED: 'Timeseries Deleted',
  RPC_QUEUED: 'RPC Queued',
  RPC_DELIVERED: 'RPC Delivered',
  RPC_SUCCESSFUL: 'RPC Successful',
  RPC_TIMEOUT: 'RPC Timeout',
  RPC_FAILED: 'RPC Failed',
} as const;

/** One known message type. */
export type MessageType = keyof typeof MESSAGE_TYPE_NAMES;

/** Known message types in catalogue order. */
export const MESSAGE_TYPES = Object.keys(MESSAGE_TYPE_NAMES) as readonly MessageType[];

/** Display name of a message type; a custom type is shown as typed. */
export function messageTypeName(type: string): string {
  return Object.hasOwn(MESSAGE_TYPE_NAMES, type) ? MESSAGE_TYPE_NAMES[type as MessageType] : type;
}
