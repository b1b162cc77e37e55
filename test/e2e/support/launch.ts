// What end-to-end tests, `npm run screenshots` and the login-page bench share: a server on a temporary data
// directory in a child process, headless Chromium with the project's flags, and signing in as a person does.
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

/** Flags Chromium runs with (headless is added by playwright, which also gives each launch a fresh profile). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The server under test: its base URL and the connection string of its database. */
export interface E2eServer {
  url: string;
  databaseUrl: string;
}

/** A server started by `serve.ts` in a child process, stopped with `stop()` or when this process exits. */
export interface OwnServer extends E2eServer {
  /** Milliseconds it took to start. */
  ms: number;
  stop(): Promise<void>;
}

/** Starts a server on a temporary data directory and a free port; `simulator` runs the demo simulator. */
export function startE2eServer(options: { simulator?: boolean } = {}): Promise<OwnServer> {
  const env = { ...process.env, TB_DEMO_SIMULATOR: String(options.simulator ?? false) };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return new Promise<OwnServer>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    child.once('close', (code) => reject(new Error(`end-to-end server exited with code ${code} before it was ready`)));
    lines.once('line', (line) => {
      lines.close();
      const info = JSON.parse(line) as E2eServer & { ms: number };
      // The child must not keep this process alive; it stops when this process is gone.
      child.unref();
      for (const stream of [child.stdin, child.stdout]) (stream as unknown as Socket).unref();
      resolve({
        ...info,
        stop: async () => {
          child.ref();
          child.stdin.end();
          await exited;
        },
      });
    });
  });
}

/** Launches headless Debian Chromium (CHROMIUM_PATH overrides) with a fresh profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** The demo accounts, one per role. */
export const ACCOUNTS = {
  sysadmin: { email: 'sysadmin@thingsboard.org', password: 'sysadmin', authority: 'SYS_ADMIN' },
  tenant: { email: 'tenant@thingsboard.org', password: 'tenant', authority: 'TENANT_ADMIN' },
  customer: { email: 'customer@thingsboard.org', password: 'customer', authority: 'CUSTOMER_USER' },
} as const;

/** A demo role. */
export type Role = keyof typeof ACCOUNTS;

/** The login form's fields. */
export function loginFields(page: Page) {
  return { username: page.locator('input[name="username"]'), password: page.locator('input[name="password"]') };
}

/** Signs in on the login page with e-mail and password as a person does, and waits until the console leaves it. */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const fields = loginFields(page);
  await fields.username.fill(email);
  await fields.password.fill(password);
  await fields.password.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Signs in as the demo account of a role. */
export function signIn(page: Page, role: Role): Promise<void> {
  return signInWith(page, ACCOUNTS[role].email, ACCOUNTS[role].password);
}
