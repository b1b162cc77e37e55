import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { newId } from '../db/ids.js';

/** Service types that may own queues; only the rule engine has any. */
export const QUEUE_SERVICE_TYPES = ['TB_CORE', 'TB_RULE_ENGINE', 'TB_TRANSPORT', 'JS_EXECUTOR'] as const;
/** Submit strategies of a queue. */
export const SUBMIT_STRATEGIES = ['SEQUENTIAL_BY_ORIGINATOR', 'SEQUENTIAL_BY_TENANT', 'SEQUENTIAL', 'BURST', 'BATCH'] as const;
/** Processing strategies of a queue. */
export const PROCESSING_STRATEGIES = ['RETRY_FAILED_AND_TIMED_OUT', 'SKIP_ALL_FAILURES', 'SKIP_ALL_FAILURES_AND_TIMED_OUT',
  'RETRY_ALL', 'RETRY_FAILED', 'RETRY_TIMED_OUT'] as const;

/** A queue row as stored. */
export interface QueueRow {
  id: string; created_time: number; tenant_id: string; name: string; topic: string; poll_interval: number; partitions: number;
  consumer_per_partition: boolean; pack_processing_timeout: number; submit_strategy: unknown; processing_strategy: unknown;
  additional_info: unknown;
}

/** The Queue answer; its strategies are answered as saved (type checked, other fields as sent). */
export type QueueJson = Omit<ApiSchema<'Queue'>, 'submitStrategy' | 'processingStrategy'> & { submitStrategy: unknown; processingStrategy: unknown };

/** Queue JSON as ThingsBoard answers it. */
export function queueJson(r: QueueRow): QueueJson {
  return {
    id: { entityType: 'QUEUE', id: r.id }, createdTime: r.created_time, tenantId: { entityType: 'TENANT', id: r.tenant_id },
    name: r.name, topic: r.topic, pollInterval: r.poll_interval, partitions: r.partitions,
    consumerPerPartition: r.consumer_per_partition, packProcessingTimeout: r.pack_processing_timeout,
    submitStrategy: r.submit_strategy, processingStrategy: r.processing_strategy, additionalInfo: r.additional_info ?? null,
  };
}

const NAME_RE = /^[a-zA-Z0-9_.-]+$/;

function positiveInt(v: unknown, field: string, min = 1): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) throw badRequest(`${field} must be an integer of at least ${min}`);
  return v;
}

/** Validated fields of a queue to save. */
export interface QueueInput {
  name: string; topic: string; pollInterval: number; partitions: number; consumerPerPartition: boolean; packProcessingTimeout: number;
  submitStrategy: Record<string, unknown>; processingStrategy: Record<string, unknown>; additionalInfo: unknown;
}

/** Checks a queue body as ThingsBoard's validator does; 400 naming the field otherwise. */
export function validateQueue(b: Record<string, unknown>): QueueInput {
  const name = b.name;
  if (typeof name !== 'string' || name.trim() === '') throw badRequest('Queue name should be specified!');
  if (name.length > 255) throw badRequest('Queue name length must be equal or less than 255');
  if (!NAME_RE.test(name)) throw badRequest("Queue name contains a character other than ASCII alphanumerics, '.', '_' and '-'!");
  const topic = b.topic === undefined || b.topic === null || b.topic === '' ? `tb_rule_engine.${name.toLowerCase()}` : b.topic;
  if (typeof topic !== 'string' || !NAME_RE.test(topic)) throw badRequest("Queue topic contains a character other than ASCII alphanumerics, '.', '_' and '-'!");
  const submit = b.submitStrategy as Record<string, unknown> | undefined;
  if (!submit || typeof submit !== 'object' || !(SUBMIT_STRATEGIES as readonly string[]).includes(submit.type as string)) {
    throw badRequest(`submitStrategy.type should be one of ${SUBMIT_STRATEGIES.join(', ')}`);
  }
  if (submit.type === 'BATCH') positiveInt(submit.batchSize, 'submitStrategy.batchSize');
  const proc = b.processingStrategy as Record<string, unknown> | undefined;
  if (!proc || typeof proc !== 'object' || !(PROCESSING_STRATEGIES as readonly string[]).includes(proc.type as string)) {
    throw badRequest(`processingStrategy.type should be one of ${PROCESSING_STRATEGIES.join(', ')}`);
  }
  positiveInt(proc.retries ?? 0, 'processingStrategy.retries', 0);
  const failure = proc.failurePercentage ?? 0;
  if (typeof failure !== 'number' || failure < 0 || failure > 100) throw badRequest('processingStrategy.failurePercentage must be between 0 and 100');
  const pause = positiveInt(proc.pauseBetweenRetries ?? 0, 'processingStrategy.pauseBetweenRetries', 0);
  const maxPause = positiveInt(proc.maxPauseBetweenRetries ?? pause, 'processingStrategy.maxPauseBetweenRetries', 0);
  if (maxPause < pause) throw badRequest('processingStrategy.maxPauseBetweenRetries must not be less than pauseBetweenRetries');
  if (b.consumerPerPartition !== undefined && typeof b.consumerPerPartition !== 'boolean') throw badRequest('consumerPerPartition must be a boolean');
  return {
    name, topic, pollInterval: positiveInt(b.pollInterval, 'pollInterval'), partitions: positiveInt(b.partitions, 'partitions'),
    consumerPerPartition: (b.consumerPerPartition as boolean | undefined) ?? true,
    packProcessingTimeout: positiveInt(b.packProcessingTimeout, 'packProcessingTimeout'),
    submitStrategy: submit, processingStrategy: proc, additionalInfo: b.additionalInfo ?? null,
  };
}

/** The tenant whose queues a caller works with: its own when its tenant profile isolates the rule engine, else the system's. */
export async function queueOwner(q: Queryable, user: { authority: string; tenantId: string }): Promise<string> {
  if (user.authority === 'SYS_ADMIN') return NULL_UUID;
  const row = await q.one<{ isolated: boolean }>(
    `SELECT p.isolated_tb_rule_engine AS isolated FROM tenant t JOIN tenant_profile p ON p.id = t.tenant_profile_id WHERE t.id = $1`,
    [user.tenantId],
  );
  return row?.isolated ? user.tenantId : NULL_UUID;
}

/** What a tenant profile says of its tenants' queues: whether they are isolated, and the queues they then get. */
export interface ProfileQueues {
  isolated: boolean;
  queueConfiguration: readonly Record<string, unknown>[] | null;
}

/**
 * Gives tenants the rule engine queues of their profile, as ThingsBoard does when an isolated profile is saved or a
 * tenant gets one: each configured queue is created or updated under the tenant by name, the tenant's other queues
 * are deleted; a profile that does not isolate the rule engine leaves its tenants no queues of their own (they use
 * the system's). The configuration was checked when the profile was saved.
 */
export async function syncTenantQueues(q: Queryable, tenantIds: readonly string[], profile: ProfileQueues, now: number): Promise<void> {
  const queues = profile.isolated ? (profile.queueConfiguration ?? []).map(validateQueue) : [];
  for (const tenantId of tenantIds) {
    await q.query('DELETE FROM queue WHERE tenant_id = $1 AND NOT (name = ANY($2::text[]))', [tenantId, queues.map((queue) => queue.name)]);
    for (const [i, queue] of queues.entries()) {
      await q.query(
        `INSERT INTO queue (id, created_time, tenant_id, name, topic, poll_interval, partitions, consumer_per_partition,
           pack_processing_timeout, submit_strategy, processing_strategy, additional_info)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
         ON CONFLICT (tenant_id, name) DO UPDATE SET topic = EXCLUDED.topic, poll_interval = EXCLUDED.poll_interval,
           partitions = EXCLUDED.partitions, consumer_per_partition = EXCLUDED.consumer_per_partition,
           pack_processing_timeout = EXCLUDED.pack_processing_timeout, submit_strategy = EXCLUDED.submit_strategy,
           processing_strategy = EXCLUDED.processing_strategy, additional_info = EXCLUDED.additional_info`,
        [newId(), now + i, tenantId, queue.name, queue.topic, queue.pollInterval, queue.partitions, queue.consumerPerPartition,
          queue.packProcessingTimeout, JSON.stringify(queue.submitStrategy), JSON.stringify(queue.processingStrategy), JSON.stringify(queue.additionalInfo)],
      );
    }
  }
}
