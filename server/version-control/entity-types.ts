/** Entity types that can be kept in a repository, in the order the console lists them. */
export const VERSIONABLE_TYPES = [
  'ASSET', 'DEVICE', 'ENTITY_VIEW', 'DASHBOARD', 'CUSTOMER', 'DEVICE_PROFILE', 'RULE_CHAIN', 'WIDGETS_BUNDLE',
] as const;
/** One type of {@link VERSIONABLE_TYPES}. */
export type VersionableType = (typeof VERSIONABLE_TYPES)[number];

/** Whether a value names a versionable type. */
export const isVersionable = (v: unknown): v is VersionableType => (VERSIONABLE_TYPES as readonly unknown[]).includes(v);

/** Order of a load: referenced types before the types that refer to them. */
export const IMPORT_ORDER: readonly VersionableType[] = [
  'CUSTOMER', 'RULE_CHAIN', 'DASHBOARD', 'DEVICE_PROFILE', 'ASSET', 'DEVICE', 'ENTITY_VIEW', 'WIDGETS_BUNDLE',
];

/** Folder of a type in the repository: the type name in lower case (`device_profile`). */
export const typeDir = (type: string) => type.toLowerCase();

/** Path of an entity's file in the repository. */
export const entityPath = (type: string, externalId: string) => `${typeDir(type)}/${externalId}.json`;

/** How a plain column travels in the entity JSON. */
export type ColumnKind = 'text' | 'json' | 'bool' | 'int' | 'long';

/** A JSON field stored as-is in one column. */
export interface PlainField {
  key: string;
  column: string;
  kind: ColumnKind;
  /** Value stored when the JSON has none (columns that are NOT NULL). */
  fallback?: unknown;
}

/** A JSON field holding another entity's id, stored in one uuid column. */
export interface RefField {
  key: string;
  column: string;
  refType: string;
  /** Whether the column may stay empty (null in the JSON). */
  optional: boolean;
  /** Whether an id the tenant does not have is dropped instead of failing the load (packages are not versioned). */
  lenient?: boolean;
}

/** Storage of one versionable type: table, name, plain fields and references. */
export interface TypeSpec {
  type: VersionableType;
  table: string;
  nameKey: string;
  nameColumn: string;
  plain: PlainField[];
  refs: RefField[];
  /** Whether the table has a `customer_id` column (assignable types). */
  customerOwned: boolean;
}

const CONTACT: PlainField[] = ['country', 'state', 'city', 'address', 'address2', 'zip', 'phone', 'email']
  .map((c) => ({ key: c, column: c, kind: 'text' as const }));

const info: PlainField = { key: 'additionalInfo', column: 'additional_info', kind: 'json' };
const customerRef: RefField = { key: 'customerId', column: 'customer_id', refType: 'CUSTOMER', optional: false };
const ota = (key: string, column: string): RefField => ({ key, column, refType: 'OTA_PACKAGE', optional: true, lenient: true });

/** Storage of every versionable type. */
export const TYPE_SPECS: Record<VersionableType, TypeSpec> = {
  CUSTOMER: {
    type: 'CUSTOMER', table: 'customer', nameKey: 'title', nameColumn: 'title', customerOwned: false,
    plain: [{ key: 'title', column: 'title', kind: 'text' }, ...CONTACT, info], refs: [],
  },
  ASSET: {
    type: 'ASSET', table: 'asset', nameKey: 'name', nameColumn: 'name', customerOwned: true,
    plain: [{ key: 'name', column: 'name', kind: 'text' }, { key: 'type', column: 'type', kind: 'text', fallback: 'default' },
      { key: 'label', column: 'label', kind: 'text' }, info],
    refs: [customerRef],
  },
  DEVICE: {
    type: 'DEVICE', table: 'device', nameKey: 'name', nameColumn: 'name', customerOwned: true,
    plain: [{ key: 'name', column: 'name', kind: 'text' }, { key: 'type', column: 'type', kind: 'text', fallback: 'default' },
      { key: 'label', column: 'label', kind: 'text' }, { key: 'deviceData', column: 'device_data', kind: 'json' }, info],
    refs: [customerRef, { key: 'deviceProfileId', column: 'device_profile_id', refType: 'DEVICE_PROFILE', optional: false },
      ota('firmwareId', 'firmware_id'), ota('softwareId', 'software_id')],
  },
  ENTITY_VIEW: {
    type: 'ENTITY_VIEW', table: 'entity_view', nameKey: 'name', nameColumn: 'name', customerOwned: true,
    plain: [{ key: 'name', column: 'name', kind: 'text' }, { key: 'type', column: 'type', kind: 'text', fallback: 'default' },
      { key: 'keys', column: 'keys', kind: 'json' }, { key: 'startTimeMs', column: 'start_ts', kind: 'long', fallback: 0 },
      { key: 'endTimeMs', column: 'end_ts', kind: 'long', fallback: 0 }, info],
    refs: [customerRef],
  },
  DASHBOARD: {
    type: 'DASHBOARD', table: 'dashboard', nameKey: 'title', nameColumn: 'title', customerOwned: false,
    plain: [{ key: 'title', column: 'title', kind: 'text' }, { key: 'image', column: 'image', kind: 'text' },
      { key: 'mobileHide', column: 'mobile_hide', kind: 'bool', fallback: false }, { key: 'mobileOrder', column: 'mobile_order', kind: 'int' },
      { key: 'configuration', column: 'configuration', kind: 'json' }],
    refs: [],
  },
  DEVICE_PROFILE: {
    type: 'DEVICE_PROFILE', table: 'device_profile', nameKey: 'name', nameColumn: 'name', customerOwned: false,
    plain: [{ key: 'name', column: 'name', kind: 'text' }, { key: 'description', column: 'description', kind: 'text' },
      { key: 'image', column: 'image', kind: 'text' }, { key: 'type', column: 'type', kind: 'text', fallback: 'DEFAULT' },
      { key: 'transportType', column: 'transport_type', kind: 'text', fallback: 'DEFAULT' },
      { key: 'provisionType', column: 'provision_type', kind: 'text', fallback: 'DISABLED' },
      { key: 'defaultQueueName', column: 'default_queue_name', kind: 'text' },
      { key: 'profileData', column: 'profile_data', kind: 'json', fallback: {} },
      { key: 'provisionDeviceKey', column: 'provision_device_key', kind: 'text' }],
    refs: [{ key: 'defaultRuleChainId', column: 'default_rule_chain_id', refType: 'RULE_CHAIN', optional: true },
      { key: 'defaultDashboardId', column: 'default_dashboard_id', refType: 'DASHBOARD', optional: true },
      ota('firmwareId', 'firmware_id'), ota('softwareId', 'software_id')],
  },
  RULE_CHAIN: {
    type: 'RULE_CHAIN', table: 'rule_chain', nameKey: 'name', nameColumn: 'name', customerOwned: false,
    plain: [{ key: 'name', column: 'name', kind: 'text' }, { key: 'type', column: 'type', kind: 'text', fallback: 'CORE' },
      { key: 'debugMode', column: 'debug_mode', kind: 'bool', fallback: false }, { key: 'configuration', column: 'configuration', kind: 'json' },
      info],
    refs: [],
  },
  WIDGETS_BUNDLE: {
    type: 'WIDGETS_BUNDLE', table: 'widgets_bundle', nameKey: 'title', nameColumn: 'title', customerOwned: false,
    plain: [{ key: 'alias', column: 'alias', kind: 'text' }, { key: 'title', column: 'title', kind: 'text' },
      { key: 'image', column: 'image', kind: 'text' }, { key: 'description', column: 'description', kind: 'text' }],
    refs: [],
  },
};

/** Types whose table keeps an `external_id` column (the others are found by id only). */
export const EXTERNAL_ID_TABLES: Record<string, string> = {
  CUSTOMER: 'customer', ASSET: 'asset', DEVICE: 'device', ENTITY_VIEW: 'entity_view', DASHBOARD: 'dashboard',
  DEVICE_PROFILE: 'device_profile', RULE_CHAIN: 'rule_chain', WIDGETS_BUNDLE: 'widgets_bundle',
};
