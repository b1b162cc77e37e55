import type { EntityId } from '../../sdk/entity-id.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { ENTITY_TABLES } from '../entities/registry.js';
import { EXTERNAL_ID_TABLES } from './entity-types.js';

/** Kinds of load failures the console explains. */
export type LoadErrorType = 'DEVICE_CREDENTIALS_CONFLICT' | 'MISSING_REFERENCED_ENTITY' | 'RUNTIME';

/** A failed load: rolls the whole load back and is reported in the load status. */
export class LoadError extends Error {
  constructor(
    readonly type: LoadErrorType,
    message: string,
    readonly source?: EntityId<string>,
    readonly target?: EntityId<string>,
  ) {
    super(message);
  }
}

/** Whether a table exists in the database (tables of other parts may not be there yet). */
export async function tableExists(q: Queryable, table: string): Promise<boolean> {
  return !!(await q.one<{ t: string | null }>('SELECT to_regclass($1) AS t', [table]))?.t;
}

/** Maps ids between a tenant's entities and the ids kept in the repository, caching what it looked up. */
export class IdMapper {
  private exported = new Map<string, string>();
  private imported = new Map<string, string | null>();

  constructor(private readonly q: Queryable, private readonly tenantId: string) {}

  /** The id an entity is known by in the repository: its external id when it has one, else its own id. */
  async externalOf(type: string, id: string | null | undefined): Promise<string | null> {
    if (!id) return null;
    if (id === NULL_UUID) return id;
    const table = EXTERNAL_ID_TABLES[type];
    if (!table) return id;
    const key = `${type}:${id}`;
    let ext = this.exported.get(key);
    if (ext === undefined) {
      const row = await this.q.one<{ external_id: string | null }>(`SELECT external_id FROM ${table} WHERE id = $1`, [id]);
      ext = row?.external_id ?? id;
      this.exported.set(key, ext);
    }
    return ext;
  }

  /** An exported reference `{entityType, id}` with the repository id; null stays null. */
  async ref(type: string, id: string | null | undefined): Promise<EntityId<string> | null> {
    const ext = await this.externalOf(type, id);
    return ext ? { entityType: type, id: ext } : null;
  }

  /** The tenant's entity known in the repository by `externalId`; undefined when the tenant has none. */
  async internalOf(type: string, externalId: string): Promise<string | undefined> {
    if (externalId === NULL_UUID) return externalId;
    if (type === 'TENANT') return this.tenantId;
    const key = `${type}:${externalId}`;
    if (this.imported.has(key)) return this.imported.get(key) ?? undefined;
    const found = await this.lookup(type, externalId);
    this.imported.set(key, found ?? null);
    return found;
  }

  /** Remembers where an entity of the load went, so later references find it. */
  remember(type: string, externalId: string, id: string): void {
    this.imported.set(`${type}:${externalId}`, id);
  }

  private async lookup(type: string, externalId: string): Promise<string | undefined> {
    const extTable = EXTERNAL_ID_TABLES[type];
    if (extTable && (await tableExists(this.q, extTable))) {
      const byExternal = await this.q.one<{ id: string }>(
        `SELECT id FROM ${extTable} WHERE tenant_id = $1 AND external_id = $2 ORDER BY created_time LIMIT 1`, [this.tenantId, externalId]);
      if (byExternal) return byExternal.id;
    }
    const t = ENTITY_TABLES[type];
    if (!t || !(await tableExists(this.q, t.table))) return undefined;
    const owner = t.tenantColumn && t.tenantColumn !== 'id' ? ` AND ${t.tenantColumn} IN ($2, '${NULL_UUID}')` : '';
    const row = await this.q.one<{ id: string }>(`SELECT id FROM ${t.table} WHERE id = $1${owner}`, owner ? [externalId, this.tenantId] : [externalId]);
    return row?.id;
  }

  /** Resolves a reference of an entity being loaded; MISSING_REFERENCED_ENTITY when the tenant has no such entity. */
  async require(source: EntityId<string>, target: EntityId<string>): Promise<string> {
    const id = await this.internalOf(target.entityType, target.id);
    if (!id) {
      throw new LoadError('MISSING_REFERENCED_ENTITY',
        `${source.entityType} ${source.id} refers to ${target.entityType} ${target.id}, which does not exist`, source, target);
    }
    return id;
  }
}
