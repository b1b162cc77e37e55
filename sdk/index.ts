// The core SDK. Catalogues (`tbkit/sdk/catalogues`) and OTA upload with checksums (`tbkit/sdk/ota`) are
// separate entry points so pages that do not need them do not load them.
export * from './client.js';
export * from './auth/index.js';
export * from './errors/index.js';
export * from './http/index.js';
export * from './realtime/index.js';
export * from './page-link.js';
export * from './alarm-query.js';
export * from './entity-id.js';
export * from './vc-polling.js';
export type { ApiSchema, ApiSchemaName } from './api-schema.js';

// Names defined both by the realtime module and by the catalogues or helpers: the general ones win.
export type { AlarmSearchStatus, AlarmSeverity, AlarmStatus, AttributeScope, EntityKeyType, Authority } from './catalogues/index.js';
export { TOKEN_STORAGE_KEYS, TOKEN_VALIDITY_MARGIN_MS } from './catalogues/index.js';
export type { PageData } from './page-link.js';
export type { EntityId } from './entity-id.js';
