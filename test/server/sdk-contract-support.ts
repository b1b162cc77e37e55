import assert from 'node:assert/strict';
import { createClient, createMemoryTokenStore, type CreateClientOptions, type TbClient } from '../../sdk/index.js';
import type { TestServer } from '../support/server.js';
import { schemaCheckingFetch, type SchemaViolation } from './sdk-contract-schema.js';

/** The demo accounts by role. */
export const DEMO_LOGINS = {
  sysadmin: { username: 'sysadmin@thingsboard.org', password: 'sysadmin' },
  tenant: { username: 'tenant@thingsboard.org', password: 'tenant' },
  customer: { username: 'customer@thingsboard.org', password: 'customer' },
} as const;

/** A role of the demo accounts. */
export type DemoRole = keyof typeof DEMO_LOGINS;

const violations: SchemaViolation[] = [];

/** Answers (and forgets) the JSON answers seen so far that do not fit the OpenAPI document. */
function takeViolations(): SchemaViolation[] {
  return violations.splice(0);
}

/** Fails the test when answers seen since the last check do not fit the OpenAPI document. */
export function assertAnswersFitSchema(): void {
  const found = takeViolations();
  assert.equal(found.length, 0, `answers that do not fit the OpenAPI document:\n${JSON.stringify(found, null, 1)}`);
}

/** A typed client of the server with its own in-memory token store, not signed in; every JSON answer is checked against the document. */
export function newClient(server: TestServer, options: Partial<CreateClientOptions> = {}): TbClient {
  return createClient({ baseUrl: server.url, tokenStore: createMemoryTokenStore(), fetch: schemaCheckingFetch(violations), ...options });
}

/** A typed client signed in with a username and password; fails the test when sign-in fails. */
export async function clientFor(server: TestServer, credentials: { username: string; password: string }): Promise<TbClient> {
  const client = newClient(server);
  const result = await client.auth.login(credentials);
  assert.equal(result.kind, 'success', `sign-in of ${credentials.username}`);
  return client;
}

/** One signed-in client per demo role. */
export type RoleClients = Record<DemoRole, TbClient>;

/** Signs in every demo account. */
export async function demoClients(server: TestServer): Promise<RoleClients> {
  return {
    sysadmin: await clientFor(server, DEMO_LOGINS.sysadmin),
    tenant: await clientFor(server, DEMO_LOGINS.tenant),
    customer: await clientFor(server, DEMO_LOGINS.customer),
  };
}

/** The answer of a typed call as openapi-fetch gives it. */
export interface TypedAnswer<D, E> {
  data?: D;
  error?: E;
  response: Response;
}

/** The data of a successful typed call; fails the test with the status and error body otherwise. */
export function dataOf<D, E>(answer: TypedAnswer<D, E>): D {
  assert.equal(answer.error, undefined, `expected success, got ${answer.response.status} ${JSON.stringify(answer.error)}`);
  assert.equal(answer.response.ok, true);
  if (answer.data === undefined) assert.fail(`expected a body, got none (${answer.response.status})`);
  return answer.data;
}

/** Asserts a typed call succeeded with an empty body. */
export function emptyOk<D, E>(answer: TypedAnswer<D, E>): void {
  assert.equal(answer.error, undefined, `expected success, got ${answer.response.status} ${JSON.stringify(answer.error)}`);
  assert.equal(answer.response.status, 200);
}

/** The typed error of a failed call; asserts its HTTP status. */
export function errorOf<D, E>(answer: TypedAnswer<D, E>, status: number): E {
  assert.equal(answer.response.status, status, `expected ${status}, got ${answer.response.status} ${JSON.stringify(answer.data ?? answer.error)}`);
  if (answer.error === undefined) assert.fail(`expected an error body with ${status}`);
  return answer.error;
}
