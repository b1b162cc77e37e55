import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { URI } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNTS, E2E_URL_ENV, e2eServer, launchBrowser, loginFields, newPage, nextMessage, type E2eServer } from './support/e2e.js';
import type { AccountConfig } from '../../server/accounts/two-factor-accounts.js';
import type { ProviderType } from '../../server/accounts/two-factor-settings.js';
import { createActiveUser, restClient, uniqueEmail, type RestClient } from './support/rest.js';

const PASSWORD = 'Second-factor-42';

let server: E2eServer;
let browser: Browser;
let sysadmin: RestClient;
let tenant: RestClient;
let platformBefore: unknown;

before(async () => {
  [server, browser] = await Promise.all([e2eServer(), launchBrowser()]);
  [sysadmin, tenant] = await Promise.all([
    restClient(server, ACCOUNTS.sysadmin.email, ACCOUNTS.sysadmin.password),
    restClient(server, ACCOUNTS.tenant.email, ACCOUNTS.tenant.password),
  ]);
  platformBefore = await sysadmin.call('GET', '/api/2fa/settings');
  await sysadmin.call('POST', '/api/2fa/settings', {
    providers: [
      { providerType: 'TOTP', issuerName: 'tbkit' },
      { providerType: 'SMS', smsVerificationMessageTemplate: 'Verification code: ${code}', verificationCodeLifetime: 120 },
      { providerType: 'EMAIL', verificationCodeLifetime: 120 },
      { providerType: 'BACKUP_CODE', codesQuantity: 10 },
    ],
    minVerificationCodeSendPeriod: 30,
    verificationCodeCheckRateLimit: null,
    maxVerificationFailuresBeforeUserLockout: null,
    totalAllowedTimeForVerification: 3600,
  });
});

after(async () => {
  // Only a server shared with other test files outlives this file; one of its own is gone by now.
  if (!process.env[E2E_URL_ENV]) return;
  // Settings that were never saved are put back as a platform without providers.
  const restored = platformBefore ?? { providers: [], minVerificationCodeSendPeriod: 30, totalAllowedTimeForVerification: 3600 };
  await sysadmin.call('POST', '/api/2fa/settings', restored);
});

/** The current code of a TOTP config's secret. */
function totpCode(config: AccountConfig): string {
  return URI.parse(config.authUrl ?? '').generate();
}

/** A new activated user with one second factor set up through the API; answers its e-mail and the saved config. */
async function userWith(type: ProviderType): Promise<{ email: string; config: AccountConfig; user: RestClient }> {
  const email = uniqueEmail(`mfa-${type.toLowerCase()}`);
  await createActiveUser(server, tenant, email, PASSWORD);
  const user = await restClient(server, email, PASSWORD);
  return { email, config: await addProvider(user, email, type), user };
}

/** Sets up a second factor for the signed-in user (the default one unless it is backup codes) and answers its config. */
async function addProvider(user: RestClient, email: string, type: ProviderType): Promise<AccountConfig> {
  const generated = await user.call<AccountConfig>('POST', `/api/2fa/account/config/generate?providerType=${type}`);
  const config: AccountConfig = { ...generated, useByDefault: type !== 'BACKUP_CODE' };
  let code = '';
  if (type === 'TOTP') code = totpCode(config);
  if (type === 'SMS' || type === 'EMAIL') {
    if (type === 'SMS') config.phoneNumber = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const since = Date.now();
    await user.call('POST', '/api/2fa/account/config/submit', config);
    code = codeOf(await nextMessage(server, contactOf(config, email), since));
  }
  await user.call('POST', `/api/2fa/account/config?verificationCode=${code}`, config);
  return config;
}

/** Where a provider's codes go. */
function contactOf(config: AccountConfig, email: string): string {
  return config.providerType === 'SMS' ? (config.phoneNumber ?? '') : (config.email ?? email);
}

/** The six-digit code in an SMS or e-mail. */
function codeOf(message: { body: string }): string {
  const match = /\b(\d{6})\b/.exec(message.body);
  if (!match) throw new Error(`no code in: ${message.body}`);
  return match[1]!;
}

/** Enters e-mail and password on the login page and waits for the two-factor screen. */
async function signInToMfa(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const fields = loginFields(page);
  await fields.username.fill(email);
  await fields.password.fill(PASSWORD);
  await fields.password.press('Enter');
  await page.waitForURL((url) => url.pathname === '/login/mfa');
  await page.getByRole('heading', { name: 'Verify your identity' }).waitFor();
}

/** Types a code into the two-factor screen's field and presses Continue. */
async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Waits until the console leaves the sign-in pages, and answers the scopes of the stored access token. */
async function landedScopes(page: Page): Promise<string[] | undefined> {
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const token = await page.evaluate(() => localStorage.getItem('jwt_token'));
  const claims = JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as { scopes?: string[] };
  return claims.scopes;
}

test('a user with an authenticator app signs in with the code it shows', async (t) => {
  const { email, config } = await userWith('TOTP');
  const { page, errors } = await newPage(t, browser, server);
  await signInToMfa(page, email);
  await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
  await enterCode(page, totpCode(config));
  assert.deepEqual(await landedScopes(page), ['TENANT_ADMIN']);
  assert.equal(new URL(page.url()).pathname, '/home');
  assert.deepEqual(errors.map(String), []);
});

for (const type of ['SMS', 'EMAIL'] as const) {
  test(`a user with ${type} codes signs in with the code the server sent`, async (t) => {
    const { email, config } = await userWith(type);
    const { page, errors } = await newPage(t, browser, server);
    const since = Date.now();
    await signInToMfa(page, email);
    // The only provider is chosen at once and its code is sent on entry.
    const description = type === 'SMS' ? 'Enter the 6-digit code sent by SMS to' : 'Enter the 6-digit code sent to';
    await page.getByText(description).waitFor();
    const message = await nextMessage(server, contactOf(config, email), since);
    assert.equal(message.channel, type);
    await enterCode(page, codeOf(message));
    assert.deepEqual(await landedScopes(page), ['TENANT_ADMIN']);
    assert.deepEqual(errors.map(String), []);
  });
}

test('a user with backup codes chooses them instead of the default app and signs in with one', async (t) => {
  // Backup codes come on top of another second factor.
  const { email, user } = await userWith('TOTP');
  const config = await addProvider(user, email, 'BACKUP_CODE');
  const code = config.codes?.[3];
  assert.match(code ?? '', /^[0-9a-f]{8}$/);
  const { page, errors } = await newPage(t, browser, server);
  await signInToMfa(page, email);
  await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
  await page.getByRole('button', { name: 'Try another way' }).click();
  await page.getByRole('button', { name: 'Backup codes' }).click();
  await page.getByText('Enter one of your 8-character backup codes.').waitFor();
  await enterCode(page, code!);
  assert.deepEqual(await landedScopes(page), ['TENANT_ADMIN']);
  assert.deepEqual(errors.map(String), []);
});

test('a wrong code keeps the user on the two-factor screen and says it is not correct', async (t) => {
  const { email, config } = await userWith('TOTP');
  const { page, errors } = await newPage(t, browser, server);
  await signInToMfa(page, email);
  const right = Number(totpCode(config));
  await enterCode(page, String((right + 500_000) % 1_000_000).padStart(6, '0'));
  await page.getByText('That code is not correct. Check it and try again.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/login/mfa');
  await enterCode(page, totpCode(config));
  assert.deepEqual(await landedScopes(page), ['TENANT_ADMIN']);
  assert.deepEqual(errors.map(String), []);
});
