import { expect, waitUntil } from '@open-wc/testing';
import GeneralSettingsPage from '../../console/pages/system-settings/general-settings.js';
import MailSettingsPage from '../../console/pages/system-settings/mail-settings.js';
import SmsSettingsPage from '../../console/pages/system-settings/sms-settings.js';
import SecuritySettingsPage from '../../console/pages/system-settings/security-settings.js';
import TwoFaSettingsPage from '../../console/pages/system-settings/two-fa-settings.js';
import OAuth2SettingsPage from '../../console/pages/system-settings/oauth2-settings.js';
import { Notices } from '../../console/shell/notices.js';
import { axeViolations, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { SeenRequest } from '../support/fake-fetch.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const adminSettings = (key: string, jsonValue: Record<string, unknown>) => ({ id: { id: `s-${key}` }, createdTime: 1, tenantId: { entityType: 'TENANT', id: NULL_UUID }, key, jsonValue });
const echoAdmin = (r: SeenRequest) => {
  const body = JSON.parse(r.body) as { key: string; jsonValue: Record<string, unknown> };
  const { password: _password, changePassword: _changePassword, ...jsonValue } = body.jsonValue;
  return json(200, adminSettings(body.key, jsonValue));
};
const posts = (server: ReturnType<typeof useFakeServer>, path: string) => server.requestsTo(path).filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body) as Record<string, unknown>);

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

async function retype(label: string, text: string, root: ParentNode = document): Promise<void> {
  const input = field(label, root);
  input.focus();
  // A phone field puts a calling code in on focus; what is typed replaces all of it.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  input.select();
  await type(text);
}

function choose(label: string, value: string, root: ParentNode = document): void {
  const select = field(label, root) as unknown as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('system settings', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('general: loads the base URL, keeps Save off until a change, names a bad URL, keeps the text on a refusal and saves', async () => {
    let refuse = true;
    const server = useFakeServer()
      .route('GET', '/api/admin/settings/general', json(200, adminSettings('general', { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false })))
      .route('POST', '/api/admin/settings', (r: SeenRequest) => (refuse ? tbError(400, 31, 'jsonValue.baseUrl must be an http or https URL') : echoAdmin(r)));
    await signInAs('SYS_ADMIN');
    const root = await renderPage(
      <>
        <GeneralSettingsPage />
        <Notices />
      </>,
    );
    await until(() => root.querySelector('form'), 'settings shown');
    expect(field('Base URL').value).to.equal('http://localhost:8080');
    expect(button('Save').disabled).to.equal(true);
    expect(await axeViolations(root)).to.deep.equal([]);
    await retype('Base URL', 'iot.example.com');
    await until(() => shows('Enter a full http:// or https:// address'), 'url message');
    await clickOn(button('Save'));
    expect(posts(server, '/api/admin/settings')).to.have.length(0);
    await retype('Base URL', 'https://iot.example.com');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('jsonValue.baseUrl must be an http or https URL')), 'refusal shown');
    expect(field('Base URL').value).to.equal('https://iot.example.com');
    refuse = false;
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('General settings saved.')), 'saved');
    expect(posts(server, '/api/admin/settings').at(-1)).to.deep.equal({ key: 'general', jsonValue: { baseUrl: 'https://iot.example.com', prohibitDifferentUrl: false } });
    expect(button('Save').disabled).to.equal(true);
  });

  it('outgoing mail: checks the port, sends the typed settings as a test mail and saves a changed password', async () => {
    const server = useFakeServer()
      .route('GET', '/api/admin/settings/mail', json(200, adminSettings('mail', { mailFrom: 'tbkit <sysadmin@localhost.localdomain>', smtpProtocol: 'smtp', smtpHost: 'localhost', smtpPort: '25', timeout: '10000', enableTls: false, username: '', tlsVersion: 'TLSv1.2', enableProxy: false })))
      .route('POST', '/api/admin/settings/testMail', json(200))
      .route('POST', '/api/admin/settings', echoAdmin);
    await signInAs('SYS_ADMIN');
    const root = await renderPage(<MailSettingsPage />);
    await until(() => root.querySelector('form'), 'settings shown');
    await retype('SMTP port', '70000');
    await until(() => shows('Enter a whole number from 1 to 65535.'), 'port message');
    await clickOn(button('Send test mail'));
    expect(posts(server, '/api/admin/settings/testMail')).to.have.length(0);
    await retype('SMTP port', '587');
    await clickOn(button('Send test mail'));
    await until(() => toastTexts().some((t) => t.includes('Test mail sent to your e-mail address.')), 'test sent');
    const test = posts(server, '/api/admin/settings/testMail')[0] as { key: string; jsonValue: Record<string, unknown> };
    expect([test.key, test.jsonValue.smtpPort, test.jsonValue.changePassword, 'password' in test.jsonValue]).to.deep.equal(['mail', '587', false, false]);
    await clickOn(field('Change the password'));
    await retype('Password', 'app-password');
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Mail settings saved.')), 'saved');
    const saved = posts(server, '/api/admin/settings')[0] as { jsonValue: Record<string, unknown> };
    expect([saved.jsonValue.smtpPort, saved.jsonValue.changePassword, saved.jsonValue.password]).to.deep.equal(['587', true, 'app-password']);
  });

  it('SMS provider: starts empty when none was saved, asks for the chosen provider’s fields and sends a test SMS to an E.164 number', async () => {
    const server = useFakeServer()
      .route('GET', '/api/admin/settings/sms', tbError(404, 32, 'No Administration settings found for key: sms'))
      .route('POST', '/api/admin/settings/testSms', json(200))
      .route('POST', '/api/admin/settings', echoAdmin);
    await signInAs('SYS_ADMIN');
    const root = await renderPage(<SmsSettingsPage />);
    await until(() => root.querySelector('form'), 'settings shown');
    choose('SMS provider', 'TWILIO');
    await until(() => shows('Twilio account SID'), 'twilio fields');
    await clickOn(button('Send test SMS'));
    await until(() => shows('This field is required.'), 'required shown');
    expect(openDialog()).to.equal(null);
    await retype('Phone number from', '+12015550123');
    await retype('Twilio account SID', 'AC0123');
    await retype('Twilio account token', 'token');
    await clickOn(button('Send test SMS'));
    await until(() => openDialog(), 'dialog open');
    const dialog = openDialog()!;
    await clickOn(button('Send', dialog));
    await until(() => shows('Enter a phone number in international format, such as +12015550123.', dialog), 'phone message');
    expect(posts(server, '/api/admin/settings/testSms')).to.have.length(0);
    await retype('Phone number to', '+442071838750', dialog);
    expect(posts(server, '/api/admin/settings')).to.have.length(0);
    await clickOn(button('Send', dialog));
    await until(() => toastTexts().some((t) => t.includes('Test SMS sent to +442071838750.')), 'test sent');
    expect(posts(server, '/api/admin/settings/testSms')[0]).to.deep.equal({
      numberTo: '+442071838750', message: 'This is a test message from the platform.', providerConfiguration: { type: 'TWILIO', numberFrom: '+12015550123', accountSid: 'AC0123', accountToken: 'token' },
    });
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('SMS provider settings saved.')), 'saved');
  });

  it('security: shows a load failure with Retry, then bounds the minimum length to 6–50 and saves the policy', async () => {
    let fail = true;
    const server = useFakeServer()
      .route('GET', '/api/admin/securitySettings', () => (fail ? tbError(500, 2, 'Database is down') : json(200, { passwordPolicy: { minimumLength: 6, allowWhitespaces: true }, maxFailedLoginAttempts: null, userLockoutNotificationEmail: null })))
      .route('POST', '/api/admin/securitySettings', (r: SeenRequest) => json(200, JSON.parse(r.body)));
    await signInAs('SYS_ADMIN');
    const root = await renderPage(<SecuritySettingsPage />);
    await until(() => shows('The security settings could not be loaded. Database is down'), 'load failure');
    fail = false;
    await clickOn(button('Retry'));
    await until(() => root.querySelector('form'), 'settings shown');
    await retype('Minimum length', '51');
    await until(() => shows('Enter a whole number from 6 to 50.'), 'length message');
    await retype('Minimum length', '8');
    await retype('Minimum digits', '1');
    await retype('Notify this address of a lockout', 'security@example.com');
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Security settings saved.')), 'saved');
    const body = posts(server, '/api/admin/securitySettings')[0] as { passwordPolicy: Record<string, unknown>; userLockoutNotificationEmail: string };
    expect([body.passwordPolicy.minimumLength, body.passwordPolicy.minimumDigits, body.passwordPolicy.minimumUppercaseLetters, body.userLockoutNotificationEmail]).to.deep.equal([8, 1, null, 'security@example.com']);
  });

  it('two-factor: starts a never-saved platform with the defaults, asks the SMS template for ${code} and saves the providers', async () => {
    const server = useFakeServer()
      .route('GET', '/api/2fa/settings', json(200))
      .route('POST', '/api/2fa/settings', (r: SeenRequest) => json(200, JSON.parse(r.body)));
    await signInAs('SYS_ADMIN');
    const root = await renderPage(<TwoFaSettingsPage />);
    await until(() => root.querySelector('form'), 'settings shown');
    expect(field('Total time allowed for verification (s)').value).to.equal('3600');
    await clickOn(field('SMS'));
    await retype('SMS message', 'Your code');
    await until(() => shows('The message must contain ${code}'), 'template message');
    await retype('SMS message', 'Your code is ${code}');
    await clickOn(field('Authenticator app'));
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('Two-factor authentication settings saved.')), 'saved');
    const body = posts(server, '/api/2fa/settings')[0] as { providers: unknown[]; verificationCodeCheckRateLimit: string };
    expect(body.providers).to.deep.equal([{ providerType: 'TOTP', issuerName: 'tbkit' }, { providerType: 'SMS', smsVerificationMessageTemplate: 'Your code is ${code}', verificationCodeLifetime: 120 }]);
    expect(body.verificationCodeCheckRateLimit).to.equal('3:900');
  });

  it('OAuth2: enabling needs a group; a group gets a domain and a client from the dialog, and is saved', async () => {
    const server = useFakeServer()
      .route('GET', '/api/oauth2/config', json(200, { enabled: false, oauth2ParamsInfos: [] }))
      .route('POST', '/api/oauth2/config', (r: SeenRequest) => json(200, JSON.parse(r.body)));
    await signInAs('SYS_ADMIN');
    const root = await renderPage(<OAuth2SettingsPage />);
    await until(() => root.querySelector('form'), 'settings shown');
    await clickOn(field('Offer OAuth2 sign-in'));
    await until(() => shows('To turn on OAuth2, add a group with a domain and a client.'), 'group needed');
    await clickOn(button('Add domain group'));
    await retype('Domain name', 'iot.example.com');
    await clickOn(button('Add client'));
    await until(() => openDialog(), 'dialog open');
    const dialog = openDialog()!;
    await clickOn(button('Add', dialog));
    await until(() => shows('This field is required.', dialog), 'client messages');
    await retype('Button label', 'Google', dialog);
    await retype('Client ID', 'cid', dialog);
    await retype('Client secret', 'secret', dialog);
    await retype('Authorization URI', 'https://accounts.google.com/o/oauth2/v2/auth', dialog);
    await retype('Access token URI', 'https://oauth2.googleapis.com/token', dialog);
    await retype('User info URI', 'https://openidconnect.googleapis.com/v1/userinfo', dialog);
    expect(await axeViolations(dialog)).to.deep.equal([]);
    await clickOn(button('Add', dialog));
    await until(() => !openDialog() && shows('Google'), 'client listed');
    expect(posts(server, '/api/oauth2/config')).to.have.length(0);
    await clickOn(button('Save'));
    await until(() => toastTexts().some((t) => t.includes('OAuth2 settings saved.')), 'saved');
    const body = posts(server, '/api/oauth2/config')[0] as { enabled: boolean; oauth2ParamsInfos: Array<{ domainInfos: unknown[]; clientRegistrations: Array<Record<string, unknown>> }> };
    expect(body.enabled).to.equal(true);
    expect(body.oauth2ParamsInfos[0]!.domainInfos).to.deep.equal([{ scheme: 'HTTPS', name: 'iot.example.com' }]);
    const client = body.oauth2ParamsInfos[0]!.clientRegistrations[0]!;
    expect([client.clientId, client.scope, client.loginButtonLabel]).to.deep.equal(['cid', ['openid', 'email', 'profile'], 'Google']);
  });
});
