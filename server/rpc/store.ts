import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import { queryPage, type PageData, type PageLinkQuery } from '../http/paging.js';
import type { RpcRequest } from './broker.js';

/** Statuses of a persistent RPC. */
export const RPC_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'SUCCESSFUL', 'TIMEOUT', 'EXPIRED', 'FAILED', 'DELETED'] as const;

/** One status of {@link RPC_STATUSES}. */
export type RpcStatus = (typeof RPC_STATUSES)[number];

/** A row of the `rpc` table. */
export interface RpcRow {
  id: string;
  created_time: number;
  tenant_id: string;
  device_id: string;
  expiration_time: number;
  request: StoredRpcRequest;
  response: unknown;
  status: RpcStatus;
  additional_info: unknown;
}

/** Extra fields of a persistent request kept in its `request` JSON. */
export interface RpcExtras {
  retries: number | null;
  additionalInfo: unknown;
}

/** The stored `request` JSON of a persistent RPC: ids, one-way flag, expiration, body `{method, params}`. */
export interface StoredRpcRequest {
  id: string;
  tenantId: ApiSchema<'TenantId'>;
  deviceId: ApiSchema<'DeviceId'>;
  oneway: boolean;
  expirationTime: number;
  body: { method: string; params: unknown };
  persisted: true;
  retries: number | null;
  additionalInfo: unknown;
}

/** Builds the stored `request` JSON of a persistent RPC. */
export function requestJson(req: RpcRequest, extras: RpcExtras): StoredRpcRequest {
  return {
    id: req.rpcId,
    tenantId: { entityType: 'TENANT', id: req.tenantId },
    deviceId: { entityType: 'DEVICE', id: req.deviceId },
    oneway: req.oneway,
    expirationTime: req.expirationTime,
    body: { method: req.method, params: req.params },
    persisted: true,
    retries: extras.retries,
    additionalInfo: extras.additionalInfo ?? null,
  };
}

/** A row as the `Rpc` JSON of the REST API. */
export function rpcToJson(row: RpcRow): ApiSchema<'Rpc'> {
  return {
    id: { entityType: 'RPC', id: row.id },
    createdTime: Number(row.created_time),
    tenantId: { entityType: 'TENANT', id: row.tenant_id },
    deviceId: { entityType: 'DEVICE', id: row.device_id },
    expirationTime: Number(row.expiration_time),
    request: row.request,
    response: row.response ?? null,
    status: row.status,
    additionalInfo: row.additional_info ?? null,
  };
}

/** Rebuilds the broker request of a stored row (to queue it again after a restart). */
export function requestFromRow(row: RpcRow, requestId: number): RpcRequest {
  const body = (row.request.body ?? {}) as { method?: unknown; params?: unknown };
  return {
    rpcId: row.id, deviceId: row.device_id, tenantId: row.tenant_id, requestId,
    oneway: row.request.oneway === true,
    method: String(body.method ?? ''),
    params: typeof body.params === 'string' ? body.params : JSON.stringify(body.params ?? null),
    expirationTime: Number(row.expiration_time), persistent: true,
  };
}

/** Stores a new persistent request as QUEUED. */
export async function insertRpc(q: Queryable, req: RpcRequest, extras: RpcExtras, now: number): Promise<void> {
  await q.query(
    `INSERT INTO rpc (id, created_time, tenant_id, device_id, expiration_time, request, response, status, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,NULL,'QUEUED',$7)`,
    [req.rpcId, now, req.tenantId, req.deviceId, req.expirationTime, JSON.stringify(requestJson(req, extras)),
      extras.additionalInfo === undefined ? null : JSON.stringify(extras.additionalInfo)],
  );
}

/** Sets the status (and, when given, the response) of a persistent request. */
export async function updateRpcStatus(q: Queryable, id: string, status: RpcStatus, response?: unknown): Promise<void> {
  if (response === undefined) {
    await q.query('UPDATE rpc SET status = $2 WHERE id = $1', [id, status]);
  } else {
    await q.query('UPDATE rpc SET status = $2, response = $3 WHERE id = $1', [id, status, JSON.stringify(response)]);
  }
}

/** Loads one persistent request. */
export const findRpc = (q: Queryable, id: string) => q.one<RpcRow>('SELECT * FROM rpc WHERE id = $1', [id]);

/** Deletes one persistent request; true when it existed. */
export async function deleteRpc(q: Queryable, id: string): Promise<boolean> {
  return (await q.query('DELETE FROM rpc WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** Persistent requests still waiting for delivery. */
export const queuedRpcs = (q: Queryable) => q.query<RpcRow>("SELECT * FROM rpc WHERE status = 'QUEUED' ORDER BY created_time");

/** Marks queued requests past their expiration time EXPIRED. */
export async function expireQueued(q: Queryable, now: number): Promise<void> {
  await q.query("UPDATE rpc SET status = 'EXPIRED' WHERE status = 'QUEUED' AND expiration_time <= $1", [now]);
}

/** A page of a device's persistent requests, optionally of one status. */
export function pageRpcs(q: Queryable, deviceId: string, status: RpcStatus | undefined, link: PageLinkQuery): Promise<PageData<ApiSchema<'Rpc'>>> {
  const where = ['device_id = $1'];
  const params: unknown[] = [deviceId];
  if (status) {
    params.push(status);
    where.push('status = $2');
  }
  return queryPage<RpcRow, ApiSchema<'Rpc'>>(q, {
    select: '*', from: 'rpc', where, params, search: [],
    sortable: { createdTime: 'created_time', expirationTime: 'expiration_time', status: 'status' },
    defaultSort: 'created_time ASC, id ASC', link, map: rpcToJson,
  });
}
