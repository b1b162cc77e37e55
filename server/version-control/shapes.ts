import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import type { BusEvents } from '../events.js';
import type { IdMapper } from './refs.js';

/** A stored row of any versionable table. */
export type Row = Record<string, unknown> & { id: string; tenant_id: string };

/** What to put beside the entity in its file. */
export interface ExportOptions {
  saveRelations: boolean;
  saveAttributes: boolean;
  saveCredentials: boolean;
}

/** The content of one entity file: entity without tenantId and createdTime, plus what was asked for. */
export type EntityExportData = Record<string, unknown> & { entityType: string; entity: Record<string, unknown> };

/** What to load beside each entity. */
export interface ImportOptions {
  loadRelations: boolean;
  loadAttributes: boolean;
  loadCredentials: boolean;
  findExistingEntityByName: boolean;
}

/** State shared by every entity of one load (one transaction). */
export interface ImportContext {
  q: Queryable;
  tenantId: string;
  user: SecurityUser;
  mapper: IdMapper;
  now: number;
  /** Entity events to emit once the load has committed. */
  events: Array<BusEvents['entity']>;
  /** Attribute events to emit once the load has committed. */
  attributeEvents: Array<BusEvents['attributes']>;
}
