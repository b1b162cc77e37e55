/** English (United States): the pickers' messages, the reference every other language is checked against. */
export default {
  common: {
    clear: 'Clear',
    searching: 'Searching…',
  },
  entity: {
    entity: 'Entity',
    search: 'Type to search by name',
    required: 'Entity is required.',
    'no-entities-found': 'No entities found',
    'no-entities-matching': "No entities match '{{text}}'.",
  },
  'entity-type': {
    TENANT: 'Tenant',
    TENANT_PROFILE: 'Tenant profile',
    CUSTOMER: 'Customer',
    USER: 'User',
    DASHBOARD: 'Dashboard',
    ASSET: 'Asset',
    DEVICE: 'Device',
    DEVICE_PROFILE: 'Device profile',
    ALARM: 'Alarm',
    RULE_CHAIN: 'Rule chain',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Entity view',
    WIDGETS_BUNDLE: 'Widgets bundle',
    OTA_PACKAGE: 'OTA package',
    QUEUE: 'Queue',
  },
};
