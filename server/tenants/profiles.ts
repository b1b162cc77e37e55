import type { Queryable } from '../db/db.js';
import { badRequest } from '../http/errors.js';
import { objectBody, optionalEntityId, optionalText, requireText } from '../http/validate.js';
import { nullableBool } from '../accounts/input.js';
import type { TenantProfileRow } from '../accounts/json.js';
import { newId } from '../db/ids.js';
import { validateQueue, type ProfileQueues } from '../queues/service.js';

/** A tenant profile as read from a request body. */
export interface TenantProfileInput {
  id: string | null;
  name: string;
  description: string | null;
  isDefault: boolean;
  isolatedTbCore: boolean;
  isolatedTbRuleEngine: boolean;
  profileData: Record<string, unknown>;
}

function parseProfileData(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null) throw badRequest('profileData should be specified!');
  const data = objectBody(raw);
  const configuration = data.configuration;
  if (configuration === undefined || configuration === null) throw badRequest('profileData.configuration should be specified!');
  if (typeof configuration !== 'object' || Array.isArray(configuration)) throw badRequest('profileData.configuration must be a JSON object');
  const type = (configuration as Record<string, unknown>).type ?? 'DEFAULT';
  if (type !== 'DEFAULT') throw badRequest(`profileData.configuration.type must be DEFAULT, not ${String(type)}`);
  const queue = data.queueConfiguration;
  if (queue !== undefined && queue !== null && !Array.isArray(queue)) throw badRequest('profileData.queueConfiguration must be a list');
  return { ...data, configuration: { ...(configuration as object), type }, queueConfiguration: queue ?? null };
}

/** The name of the queue every tenant with isolated rule engine queues needs. */
const MAIN_QUEUE = 'Main';

/**
 * With isolated rule engine queues, the profile's queue configuration must list the Main queue, and each
 * queue must pass the queue validator (400 naming the entry otherwise); without, the list is kept unchecked.
 */
function checkQueueConfiguration(isolated: boolean, data: Record<string, unknown>): void {
  if (!isolated) return;
  const queues = data.queueConfiguration as unknown[] | null;
  if (!queues) throw badRequest('Tenant profile data queue configuration should be specified!');
  const names = new Set<string>();
  queues.forEach((queue, i) => {
    if (queue === null || typeof queue !== 'object' || Array.isArray(queue)) throw badRequest(`profileData.queueConfiguration[${i}] must be a JSON object`);
    let name: string;
    try {
      name = validateQueue(queue as Record<string, unknown>).name;
    } catch (err) {
      throw badRequest(`profileData.queueConfiguration[${i}]: ${(err as Error).message}`);
    }
    if (names.has(name)) throw badRequest(`profileData.queueConfiguration[${i}]: queue ${name} is configured twice`);
    names.add(name);
  });
  if (!names.has(MAIN_QUEUE)) throw badRequest('Main queue configuration should be specified!');
}

/** Reads a TenantProfile body, answering 400 naming the field for wrong types, blanks, oversize values and an isolated profile's queues. */
export function parseTenantProfileBody(raw: unknown): TenantProfileInput {
  const body = objectBody(raw);
  const input: TenantProfileInput = {
    id: optionalEntityId(body, 'id', 'TENANT_PROFILE'),
    name: requireText(body, 'name').trim(),
    description: optionalText(body, 'description', 10000),
    isDefault: nullableBool(body, 'default') ?? false,
    isolatedTbCore: nullableBool(body, 'isolatedTbCore') ?? false,
    isolatedTbRuleEngine: nullableBool(body, 'isolatedTbRuleEngine') ?? false,
    profileData: parseProfileData(body.profileData),
  };
  checkQueueConfiguration(input.isolatedTbRuleEngine, input.profileData);
  return input;
}

/** What a stored profile says of its tenants' rule engine queues. */
export function profileQueues(row: TenantProfileRow): ProfileQueues {
  const data = row.profile_data as { queueConfiguration?: Record<string, unknown>[] | null } | null;
  return { isolated: row.isolated_tb_rule_engine, queueConfiguration: data?.queueConfiguration ?? null };
}

/** One tenant profile by id. */
export function findTenantProfile(q: Queryable, id: string): Promise<TenantProfileRow | undefined> {
  return q.one<TenantProfileRow>('SELECT * FROM tenant_profile WHERE id = $1', [id]);
}

/** The default tenant profile. */
export function findDefaultTenantProfile(q: Queryable): Promise<TenantProfileRow | undefined> {
  return q.one<TenantProfileRow>('SELECT * FROM tenant_profile WHERE is_default ORDER BY created_time LIMIT 1');
}

async function validate(q: Queryable, p: TenantProfileInput): Promise<void> {
  const sameName = await q.one<{ id: string }>('SELECT id FROM tenant_profile WHERE name = $1', [p.name]);
  if (sameName && sameName.id !== p.id) throw badRequest('Tenant profile with such name already exists!');
  if (p.isDefault) {
    const current = await findDefaultTenantProfile(q);
    if (current && current.id !== p.id) throw badRequest('Another tenant profile is already the default one!');
  }
}

/** Inserts or updates a tenant profile after checking its name is unique and it does not steal the default role. */
export async function saveTenantProfile(q: Queryable, p: TenantProfileInput, now: number): Promise<TenantProfileRow> {
  await validate(q, p);
  const data = JSON.stringify(p.profileData);
  if (p.id) {
    await q.query(
      `UPDATE tenant_profile SET name = $2, description = $3, is_default = $4, isolated_tb_core = $5, isolated_tb_rule_engine = $6,
         profile_data = $7 WHERE id = $1`,
      [p.id, p.name, p.description, p.isDefault, p.isolatedTbCore, p.isolatedTbRuleEngine, data]);
    return (await findTenantProfile(q, p.id))!;
  }
  const id = newId();
  await q.query(
    `INSERT INTO tenant_profile (id, created_time, name, description, is_default, isolated_tb_core, isolated_tb_rule_engine, profile_data)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [id, now, p.name, p.description, p.isDefault, p.isolatedTbCore, p.isolatedTbRuleEngine, data]);
  return (await findTenantProfile(q, id))!;
}

/** Makes one profile the default and every other one not. */
export async function setDefaultTenantProfile(q: Queryable, id: string): Promise<TenantProfileRow> {
  await q.query('UPDATE tenant_profile SET is_default = (id = $1) WHERE is_default OR id = $1', [id]);
  return (await findTenantProfile(q, id))!;
}

/** Deletes a profile unless it is the default or tenants use it (400 either way). */
export async function deleteTenantProfile(q: Queryable, row: TenantProfileRow): Promise<void> {
  if (row.is_default) throw badRequest('The default tenant profile cannot be deleted!');
  const used = await q.one('SELECT 1 FROM tenant WHERE tenant_profile_id = $1 LIMIT 1', [row.id]);
  if (used) throw badRequest('The tenant profile is used by tenants and cannot be deleted!');
  await q.query('DELETE FROM tenant_profile WHERE id = $1', [row.id]);
}
