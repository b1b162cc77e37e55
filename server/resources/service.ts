import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import { enumParam, optionalText, requireText, uuidParam } from '../http/validate.js';
import { newId } from '../db/ids.js';
import { lwm2mKeyOf, lwm2mTitleOf, parseLwm2mModel, type Lwm2mModel } from './lwm2m.js';

/** Kinds of resources. */
export const RESOURCE_TYPES = ['LWM2M_MODEL', 'JKS', 'PKCS_12', 'JS_MODULE'] as const;
/** One kind of {@link RESOURCE_TYPES}. */
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A stored resource (data is left out of list queries). */
export interface ResourceRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  resource_type: ResourceType;
  resource_key: string;
  file_name: string | null;
  data?: Buffer;
  lwm2m_object: Lwm2mModel | null;
}

const INFO_COLUMNS = 'id, created_time, tenant_id, title, resource_type, resource_key, file_name, lwm2m_object';

/** The TbResourceInfo answer; `fileName` is null for a resource saved without one. */
export type ResourceInfoJson = Omit<ApiSchema<'TbResourceInfo'>, 'fileName'> & { fileName: string | null };

/** Maps a row to TbResourceInfo JSON. */
export function resourceInfoJson(row: ResourceRow): ResourceInfoJson {
  return {
    id: { entityType: 'TB_RESOURCE', id: row.id },
    createdTime: row.created_time,
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    title: row.title,
    resourceType: row.resource_type,
    resourceKey: row.resource_key,
    fileName: row.file_name,
  };
}

/** Maps a row with its data to TbResource JSON (data base64). */
export function resourceJson(row: ResourceRow): ResourceInfoJson & Pick<ApiSchema<'TbResource'>, 'data'> {
  return { ...resourceInfoJson(row), data: (row.data ?? Buffer.alloc(0)).toString('base64') };
}

/** The tenant whose resources a user manages: its own tenant, or the system for the system administrator. */
const ownerTenant = (user: SecurityUser) => (user.authority === 'SYS_ADMIN' ? NULL_UUID : user.tenantId);

/** Loads a resource the user may see (own tenant's or the system's); 404 when missing, 403 when another tenant's or a write to a system one. */
export async function loadResource(q: Queryable, user: SecurityUser, rawId: unknown, op: 'read' | 'write', withData = false): Promise<ResourceRow> {
  const id = uuidParam(rawId, 'resourceId');
  const row = await q.one<ResourceRow>(`SELECT ${INFO_COLUMNS}${withData ? ', data' : ''} FROM resource WHERE id = $1`, [id]);
  if (!row) throw notFound();
  const own = row.tenant_id === ownerTenant(user);
  const system = row.tenant_id === NULL_UUID;
  if (!own && !(op === 'read' && system)) throw forbidden();
  return row;
}

/** A page of the resources a user sees: a tenant admin its tenant's and the system's, the system administrator the system's. */
export function listResources(q: Queryable, user: SecurityUser, link: PageLinkQuery): Promise<PageData<ResourceInfoJson>> {
  const tenants = user.authority === 'SYS_ADMIN' ? [NULL_UUID] : [user.tenantId, NULL_UUID];
  return queryPage<ResourceRow, ResourceInfoJson>(q, {
    select: INFO_COLUMNS, from: 'resource', where: ['tenant_id = ANY($1::uuid[])'], params: [tenants],
    search: ['title'],
    sortable: { createdTime: 'created_time', title: 'title', resourceType: 'resource_type', tenantId: 'tenant_id', resourceKey: 'resource_key' },
    link, map: resourceInfoJson,
  });
}

function decodeData(body: Record<string, unknown>): Buffer {
  const data = body.data;
  if (data === undefined || data === null || data === '') throw badRequest('Resource data should be specified!');
  if (typeof data !== 'string' || !/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(data)) throw badRequest('Resource data must be base64 text');
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) throw badRequest('Resource data should be specified!');
  return bytes;
}

/** The stored columns of a validated resource body. */
interface ResourceInput {
  type: ResourceType;
  title: string;
  key: string;
  fileName: string | null;
  data: Buffer;
  model: Lwm2mModel | null;
}

/** Validates a TbResource body; an LwM2M model is parsed for its object id, name and version (title and key derive from them). */
export function validateResource(body: Record<string, unknown>): ResourceInput {
  const type = enumParam(body.resourceType, RESOURCE_TYPES, 'resourceType');
  const data = decodeData(body);
  const fileName = optionalText(body, 'fileName');
  if (type === 'LWM2M_MODEL') {
    const model = parseLwm2mModel(data.toString('utf8'));
    return { type, title: lwm2mTitleOf(model), key: lwm2mKeyOf(model), fileName: fileName ?? `${model.id}.xml`, data, model };
  }
  const title = requireText(body, 'title');
  if (!fileName || fileName.trim() === '') throw badRequest('fileName should be specified!');
  return { type, title, key: fileName, fileName, data, model: null };
}

async function assertKeyFree(q: Queryable, tenantId: string, input: ResourceInput, exceptId: string | null): Promise<void> {
  const clash = await q.one<{ id: string }>(
    'SELECT id FROM resource WHERE tenant_id = $1 AND resource_type = $2 AND resource_key = $3 AND id IS DISTINCT FROM $4',
    [tenantId, input.type, input.key, exceptId]);
  if (clash) throw badRequest(`Resource of type ${input.type} with key '${input.key}' already exists!`);
}

/** Creates a resource (no id) or updates an own one (id given); answers the stored row with data. */
export async function saveResource(q: Queryable, user: SecurityUser, body: Record<string, unknown>, now: number): Promise<ResourceRow> {
  const rawId = body.id && typeof body.id === 'object' ? (body.id as { id?: unknown }).id : undefined;
  const existing = rawId === undefined || rawId === null ? undefined : await loadResource(q, user, rawId, 'write');
  const input = validateResource(body);
  const tenantId = existing?.tenant_id ?? ownerTenant(user);
  await assertKeyFree(q, tenantId, input, existing?.id ?? null);
  const params = [input.title, input.type, input.key, input.fileName, input.data, input.model ? JSON.stringify(input.model) : null];
  if (existing) {
    return (await q.one<ResourceRow>(
      `UPDATE resource SET title = $2, resource_type = $3, resource_key = $4, file_name = $5, data = $6, lwm2m_object = $7
       WHERE id = $1 RETURNING *`, [existing.id, ...params]))!;
  }
  return (await q.one<ResourceRow>(
    `INSERT INTO resource (id, created_time, tenant_id, title, resource_type, resource_key, file_name, data, lwm2m_object)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING *`, [newId(), now, tenantId, ...params]))!;
}

/** The LwM2M models a tenant sees: its own, plus the system's whose key it does not override. */
export async function visibleModels(q: Queryable, tenantId: string): Promise<Array<{ key: string; model: Lwm2mModel }>> {
  const rows = await q.query<{ resource_key: string; lwm2m_object: Lwm2mModel; tenant_id: string }>(
    `SELECT DISTINCT ON (resource_key) resource_key, lwm2m_object, tenant_id FROM resource
     WHERE resource_type = 'LWM2M_MODEL' AND tenant_id = ANY($1::uuid[]) AND lwm2m_object IS NOT NULL
     ORDER BY resource_key, (tenant_id = $2)`,
    [[tenantId, NULL_UUID], NULL_UUID]);
  return rows.map((r) => ({ key: r.resource_key, model: r.lwm2m_object }));
}
