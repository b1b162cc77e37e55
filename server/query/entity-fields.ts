import type { EntityRecord } from './types.js';

const TENANT_FIELDS = ['createdTime', 'entityType', 'email', 'title', 'country', 'state', 'city', 'address', 'address2', 'zip', 'phone',
  'additionalInfo', 'region'];

/** ENTITY_FIELD keys answered per entity type; other keys answer "". */
const FIELDS_BY_TYPE: Record<string, string[]> = {
  DEVICE: ['createdTime', 'entityType', 'name', 'type', 'label', 'additionalInfo'],
  ASSET: ['createdTime', 'entityType', 'name', 'type', 'label', 'additionalInfo'],
  ENTITY_VIEW: ['createdTime', 'entityType', 'name', 'type', 'additionalInfo'],
  TENANT: TENANT_FIELDS,
  CUSTOMER: TENANT_FIELDS.filter((f) => f !== 'region'),
  USER: ['createdTime', 'firstName', 'lastName', 'email', 'additionalInfo'],
  DASHBOARD: ['createdTime', 'entityType', 'title'],
  RULE_CHAIN: ['createdTime', 'entityType', 'name', 'additionalInfo'],
  RULE_NODE: ['createdTime', 'entityType', 'name', 'additionalInfo'],
  WIDGET_TYPE: ['createdTime', 'entityType', 'name'],
  WIDGETS_BUNDLE: ['createdTime', 'entityType', 'name'],
  API_USAGE_STATE: ['createdTime', 'entityType', 'name'],
  DEVICE_PROFILE: ['createdTime', 'name', 'type'],
};
const OTHER_FIELDS = ['createdTime', 'entityType', 'name', 'additionalInfo'];

/** Fields answered for entities found through a relations query, whatever their type. */
const RELATION_FIELDS = ['createdTime', 'entityType', 'name', 'type', 'label', 'firstName', 'lastName', 'email', 'region', 'title',
  'country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'additionalInfo', 'parentId'];

/** Field aliases per entity type. */
const ALIASES: Record<string, Record<string, string>> = {
  TENANT: { name: 'title', label: 'title' },
  CUSTOMER: { name: 'title', label: 'title' },
  DASHBOARD: { name: 'title', label: 'title' },
  DEVICE: { title: 'name' },
  ASSET: { title: 'name' },
  ENTITY_VIEW: { title: 'name' },
  WIDGETS_BUNDLE: { title: 'name' },
  USER: { title: 'email', label: 'email', name: 'email' },
};

/** Table columns of fields whose column is not the snake-case of the key, per entity type. */
const COLUMNS: Record<string, Record<string, string>> = {
  WIDGETS_BUNDLE: { name: 'title' },
};

/** The field a key stands for on an entity type, after aliases. */
export function resolveFieldKey(entityType: string, key: string): string {
  return ALIASES[entityType]?.[key] ?? key;
}

function snake(key: string): string {
  return key.replace(/[A-Z]/g, (m) => '_' + m.toLowerCase());
}

function columnOf(entityType: string, field: string): string {
  return COLUMNS[entityType]?.[field] ?? snake(field);
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The text value of an ENTITY_FIELD key of an entity ("" for fields its type does not have). */
export function entityFieldValue(record: EntityRecord, key: string): string {
  const field = resolveFieldKey(record.entityType, key);
  const allowed = record.viaRelation ? RELATION_FIELDS : (FIELDS_BY_TYPE[record.entityType] ?? OTHER_FIELDS);
  if (!allowed.includes(field)) return '';
  if (field === 'entityType') return record.entityType;
  if (field === 'createdTime') return String(record.createdTime);
  if (field === 'parentId') return record.parentId ?? '';
  return text(record.row[columnOf(record.entityType, field)]);
}

/** Whether an ENTITY_FIELD key compares as a number (creation time). */
export function isNumericField(key: string): boolean {
  return key === 'createdTime';
}
