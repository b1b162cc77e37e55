import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { badRequest } from '../http/errors.js';
import { enumParam, objectBody, optionalEntityId, optionalText, requireText } from '../http/validate.js';
import { additionalInfoOf, assertEmail } from './input.js';
import type { UserRow } from './json.js';
import { createCredentials, findUserById } from './users.js';
import { newId } from '../db/ids.js';

/** The authorities a stored user can have. */
export const USER_AUTHORITIES = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** A user as read from a request body. */
export interface UserInput {
  id: string | null;
  tenantId: string;
  customerId: string;
  email: string;
  authority: (typeof USER_AUTHORITIES)[number];
  firstName: string | null;
  lastName: string | null;
  additionalInfo: Record<string, unknown> | null;
}

/** Additional-info keys the server maintains; a saved body cannot overwrite them. */
const SERVER_KEYS = ['failedLoginAttempts', 'lastLoginTs', 'userCredentialsEnabled', 'userPasswordHistory'];

/** Reads a User body, answering 400 naming the field for wrong types, blanks and oversize values. */
export function parseUserBody(raw: unknown): UserInput {
  const body = objectBody(raw);
  const email = requireText(body, 'email').trim();
  if (body.authority === undefined || body.authority === null) throw badRequest('authority should be specified!');
  return {
    id: optionalEntityId(body, 'id', 'USER'),
    tenantId: optionalEntityId(body, 'tenantId', 'TENANT') ?? NULL_UUID,
    customerId: optionalEntityId(body, 'customerId', 'CUSTOMER') ?? NULL_UUID,
    email,
    authority: enumParam(body.authority, USER_AUTHORITIES, 'authority'),
    firstName: optionalText(body, 'firstName'),
    lastName: optionalText(body, 'lastName'),
    additionalInfo: additionalInfoOf(body),
  };
}

function checkAuthorityPlacement(u: UserInput): void {
  const noTenant = u.tenantId === NULL_UUID;
  const noCustomer = u.customerId === NULL_UUID;
  if (u.authority === 'SYS_ADMIN' && (!noTenant || !noCustomer)) {
    throw badRequest('A system administrator can belong neither to a tenant nor to a customer!');
  }
  if (u.authority === 'TENANT_ADMIN' && noTenant) throw badRequest('A tenant administrator must belong to a tenant!');
  if (u.authority === 'TENANT_ADMIN' && !noCustomer) throw badRequest('A tenant administrator cannot belong to a customer!');
  if (u.authority === 'CUSTOMER_USER' && (noTenant || noCustomer)) throw badRequest('A customer user must belong to a customer!');
}

/**
 * Checks a user before saving: e-mail format and uniqueness, authority against tenant and
 * customer, that they exist and belong together, and (on update) that tenant, customer and
 * authority stay as they were.
 */
export async function validateUser(q: Queryable, u: UserInput, existing: UserRow | undefined): Promise<void> {
  assertEmail(u.email);
  checkAuthorityPlacement(u);
  if (existing) {
    if (existing.tenant_id !== u.tenantId) throw badRequest("Can't change the tenant of a user!");
    if (existing.customer_id !== u.customerId) throw badRequest("Can't change the customer of a user!");
    if (existing.authority !== u.authority) throw badRequest("Can't change the authority of a user!");
  }
  const sameEmail = await q.one<{ id: string }>('SELECT id FROM tb_user WHERE email = $1', [u.email]);
  if (sameEmail && sameEmail.id !== u.id) throw badRequest(`User with email '${u.email}' already exists!`);
  if (u.tenantId !== NULL_UUID && !(await q.one('SELECT 1 FROM tenant WHERE id = $1', [u.tenantId]))) {
    throw badRequest('User refers to a tenant that does not exist!');
  }
  if (u.customerId !== NULL_UUID) {
    const customer = await q.one<{ tenant_id: string }>('SELECT tenant_id FROM customer WHERE id = $1', [u.customerId]);
    if (!customer || customer.tenant_id !== u.tenantId) throw badRequest('User refers to a customer that does not exist in its tenant!');
  }
}

function mergedInfo(u: UserInput, existing: UserRow | undefined): Record<string, unknown> {
  const info: Record<string, unknown> = { ...(u.additionalInfo ?? {}) };
  for (const key of SERVER_KEYS) delete info[key];
  const stored = existing?.additional_info ?? {};
  for (const key of SERVER_KEYS) if (stored[key] !== undefined) info[key] = stored[key];
  return info;
}

/** Inserts a new user with disabled credentials; answers the row and the activation token. */
export async function insertUser(q: Queryable, u: UserInput, now: number): Promise<{ row: UserRow; activateToken: string }> {
  const id = newId();
  await q.query(
    `INSERT INTO tb_user (id, created_time, tenant_id, customer_id, email, authority, first_name, last_name, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
    [id, now, u.tenantId, u.customerId, u.email, u.authority, u.firstName, u.lastName, JSON.stringify(mergedInfo(u, undefined))]);
  const activateToken = await createCredentials(q, id, now);
  return { row: (await findUserById(q, id))!, activateToken };
}

/** Updates e-mail, names and additional info of a user (server-maintained info keys are kept). */
export async function updateUser(q: Queryable, u: UserInput, existing: UserRow): Promise<UserRow> {
  await q.query('UPDATE tb_user SET email = $2, first_name = $3, last_name = $4, additional_info = $5 WHERE id = $1',
    [existing.id, u.email, u.firstName, u.lastName, JSON.stringify(mergedInfo(u, existing))]);
  return (await findUserById(q, existing.id))!;
}

/** Deletes a user with its credentials, second-factor settings and relations. */
export async function deleteUserRecord(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM relation WHERE (from_id = $1 AND from_type = $2) OR (to_id = $1 AND to_type = $2)', [userId, 'USER']);
  await q.query('DELETE FROM tb_user WHERE id = $1', [userId]);
}
