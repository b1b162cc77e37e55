// Calls to the server under test as an API client does: sign in with e-mail and password, then send JSON
// with the access token. Used to prepare accounts and settings that a browser test then uses.
import type { E2eServer } from './launch.js';

/** A signed-in API caller: `call(method, path, body?)` answers the parsed JSON body (or the text when not JSON). */
export interface RestClient {
  token: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Sends one request and fails with the status and body when the answer is not 2xx. */
async function send(server: E2eServer, method: string, path: string, body: unknown, token: string | null): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers['x-authorization'] = `Bearer ${token}`;
  const response = await fetch(new URL(path, server.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
}

/** Signs in through the API with e-mail and password (no second factor). */
export async function restClient(server: E2eServer, email: string, password: string): Promise<RestClient> {
  const { token } = (await send(server, 'POST', '/api/auth/login', { username: email, password }, null)) as { token: string };
  return { token, call: async <T>(method: string, path: string, body?: unknown) => (await send(server, method, path, body, token)) as T };
}

/** A unique e-mail address on the test domain, so that each run's accounts and outbox messages are its own. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

/**
 * Creates an activated user with a password, through the activation link, and answers its id: an administrator of
 * the tenant, or a customer user of `customerId` when given.
 */
export async function createActiveUser(server: E2eServer, tenant: RestClient, email: string, password: string, customerId?: string): Promise<string> {
  const role = customerId ? { authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: customerId } } : { authority: 'TENANT_ADMIN' };
  const user = await tenant.call<{ id: { id: string } }>('POST', '/api/user?sendActivationMail=false', { email, ...role, firstName: 'E2e', lastName: 'User' });
  const link = new URL(await tenant.call<string>('GET', `/api/user/${user.id.id}/activationLink`));
  const activateToken = link.searchParams.get('activateToken');
  if (!activateToken) throw new Error(`no activation token in ${link.href}`);
  await send(server, 'POST', '/api/noauth/activate?sendActivationMail=false', { activateToken, password }, null);
  return user.id.id;
}
