// Helpers of the end-to-end tests: the server under test, one Chromium per test file, a fresh browser
// context per page, sign-in per role, the server's outbox (e-mail and SMS) and an axe check of a page.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, type TestContext } from 'node:test';
import pg from 'pg';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium, startE2eServer, type E2eServer } from './launch.js';

export { ACCOUNTS, loginFields, signIn, signInWith, startE2eServer, type E2eServer, type Role } from './launch.js';

/** Environment variables through which the test runner hands its server to every test file. */
export const E2E_URL_ENV = 'TB_E2E_URL';
export const E2E_DATABASE_URL_ENV = 'TB_E2E_DATABASE_URL';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const AXE = fileURLToPath(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url));

// Registered when a test file imports this module, so that it runs after all of the file's tests (a hook
// registered inside `before` would run right after it). Later resources are released first.
const releases: Array<() => Promise<unknown>> = [];
after(async () => {
  const failures: unknown[] = [];
  for (const release of releases.splice(0).reverse()) await release().catch((err: unknown) => failures.push(err));
  if (failures.length > 0) throw failures[0];
});

/** Releases a resource after the test file's last test, however the tests went. */
function atFileEnd(release: () => Promise<unknown>): void {
  releases.push(release);
}

let shared: Promise<E2eServer> | undefined;

/**
 * The server of this run: the one the test runner started (shared by every e2e file), or — when this
 * file runs alone or needs the demo simulator — one started for this file and stopped after it.
 */
export function e2eServer(options: { simulator?: boolean } = {}): Promise<E2eServer> {
  const url = process.env[E2E_URL_ENV];
  const databaseUrl = process.env[E2E_DATABASE_URL_ENV];
  if (url && databaseUrl && !options.simulator) return Promise.resolve({ url, databaseUrl });
  if (options.simulator) return ownServer(options);
  shared ??= ownServer(options);
  return shared;
}

async function ownServer(options: { simulator?: boolean }): Promise<E2eServer> {
  if (!existsSync(`${ROOT}dist/console/index.html`)) console.log('note: the console is not built (npx rollup -c); the server answers its placeholder page');
  const server = await startE2eServer(options);
  atFileEnd(() => server.stop());
  return server;
}

/** Launches headless Chromium for this test file (fresh profile) and closes it after the file's tests. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  atFileEnd(() => browser.close());
  return browser;
}

/** A page in a fresh browser context (no storage, cookies or cache), closed after the test. */
export interface E2ePage {
  page: Page;
  /** Uncaught exceptions of the page's scripts, in order. */
  errors: Error[];
}

/** Opens a page on the server in a fresh context (options: viewport, locale, colorScheme …); closed after test `t`. */
export async function newPage(t: TestContext, browser: Browser, server: E2eServer, options: BrowserContextOptions = {}): Promise<E2ePage> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (err) => errors.push(err));
  return { page, errors };
}

/** A message the server would have sent by e-mail or SMS. */
export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string | null;
  body: string;
  createdTime: number;
}

const pools = new Map<string, pg.Pool>();

function pool(server: E2eServer): pg.Pool {
  let found = pools.get(server.databaseUrl);
  if (!found) {
    found = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
    pools.set(server.databaseUrl, found);
    const closing = found;
    atFileEnd(() => closing.end());
  }
  return found;
}

/** Runs one SQL statement on the server's database (for data the API cannot make, such as a record dated in the past) and answers its rows. */
export async function sql<T extends object = Record<string, unknown>>(server: E2eServer, text: string, params: unknown[] = []): Promise<T[]> {
  return (await pool(server).query<T>(text, params)).rows;
}

/** The outbox messages to a recipient (e-mail address or phone number) stored since `since` (ms), oldest first. */
export async function outbox(server: E2eServer, recipient: string, since = 0): Promise<OutboxMessage[]> {
  const { rows } = await pool(server).query<OutboxMessage & { createdTime: string }>(
    'SELECT channel, recipient, subject, body, created_time AS "createdTime" FROM outbox WHERE recipient = $1 AND created_time >= $2 ORDER BY created_time',
    [recipient, since],
  );
  return rows.map((row) => ({ ...row, createdTime: Number(row.createdTime) }));
}

/** Waits for the first message to a recipient stored since `since` (ms); fails after `timeoutMs`. */
export async function nextMessage(server: E2eServer, recipient: string, since: number, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [message] = await outbox(server, recipient, since);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no message to ${recipient} within ${timeoutMs} ms`);
    // The server notifies no one about new messages; ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a message body (activation and password-reset links). */
export function linkIn(message: OutboxMessage): URL {
  const match = /https?:\/\/\S+/.exec(message.body);
  if (!match) throw new Error(`no link in: ${message.body}`);
  return new URL(match[0].replace(/[.,;]$/, ''));
}

/** The verification code in a message body (six digits, or eight lowercase hexadecimal characters). */
export function codeIn(message: OutboxMessage): string {
  const match = /\b([0-9a-f]{8}|\d{6})\b/.exec(message.body);
  if (!match) throw new Error(`no verification code in: ${message.body}`);
  return match[1]!;
}

/** One axe violation, reduced to what a failing assertion should show. */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

let axeSource: string | undefined;

/** Runs axe-core on the page as it is now and returns its violations (expect `[]`). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not restrict.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource ??= readFileSync(AXE, 'utf8'));
  return page.evaluate(async () => {
    // Colours are checked as they end up: finite transitions and animations finish first.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.map(String).join(' ')) }));
  });
}
