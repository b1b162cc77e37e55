export * from './client.js';
export * from './auth/index.js';
export * from './errors/index.js';
export * from './http/index.js';
export * from './realtime/index.js';
export * from './catalogues/index.js';
export * from './page-link.js';
export * from './alarm-query.js';
export * from './entity-id.js';
export * from './vc-polling.js';
export * from './ota-upload.js';
export * from './checksum/index.js';

// Names defined both by the realtime module and by the catalogues or helpers: the general ones win.
export type { AlarmSearchStatus, AlarmSeverity, AlarmStatus, AttributeScope, EntityKeyType } from './catalogues/index.js';
export type { PageData } from './page-link.js';
export type { EntityId } from './entity-id.js';
