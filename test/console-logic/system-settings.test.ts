import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generalBody, generalErrors, generalFormOf } from '../../console/pages/system-settings/general-settings.logic.js';
import { mailBody, mailErrors, mailFormOf, type MailForm } from '../../console/pages/system-settings/mail-settings.logic.js';
import { clientErrors, clientFormOf, clientJson, domainError, NEW_CLIENT, oauth2Body, oauth2Errors, oauth2FormOf, scopesOf } from '../../console/pages/system-settings/oauth2-settings.logic.js';
import { securityBody, securityErrors, securityFormOf, type SecurityForm } from '../../console/pages/system-settings/security-settings.logic.js';
import { smsBody, smsErrors, smsFormOf, testSmsBody, testSmsErrors } from '../../console/pages/system-settings/sms-settings.logic.js';
import { twoFaBody, twoFaErrors, twoFaFormOf, type TwoFaForm } from '../../console/pages/system-settings/two-fa-settings.logic.js';
import { integerError } from '../../console/pages/system-settings/settings-form.logic.js';

const keys = (errors: object) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { key: string }).key.replace('syssettings:error.', '')]));

// The installer's mail settings (server/seed/50-system-settings.ts).
const SEEDED_MAIL = {
  mailFrom: 'tbkit <sysadmin@localhost.localdomain>', smtpProtocol: 'smtp', smtpHost: 'localhost', smtpPort: '25', timeout: '10000', enableTls: false,
  username: '', tlsVersion: 'TLSv1.2', enableProxy: false, showChangePassword: false,
};

describe('system settings: numbers typed as text', () => {
  it('asks for a whole number within the bounds, and says which', () => {
    assert.equal(integerError('8', 6, 50), null);
    assert.deepEqual(integerError('5', 6, 50), { key: 'syssettings:error.integer-range', values: { min: 6, max: 50 } });
    assert.deepEqual(integerError('6.5', 6, 50)?.key, 'syssettings:error.integer-range');
    assert.deepEqual(integerError('-1', 0), { key: 'syssettings:error.integer-min', values: { min: 0 } });
    assert.equal(integerError('', 0, undefined, false), null);
    assert.equal(integerError(' ', 1)?.key, 'syssettings:error.required');
  });
});

describe('general settings', () => {
  it('requires the base URL as an http(s) address, as the server checks it', () => {
    const form = generalFormOf({ baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false });
    assert.deepEqual(keys(generalErrors(form)), {});
    assert.deepEqual(keys(generalErrors({ ...form, baseUrl: '' })), { baseUrl: 'required' });
    assert.deepEqual(keys(generalErrors({ ...form, baseUrl: 'ftp://iot.example.com' })), { baseUrl: 'url' });
    assert.deepEqual(keys(generalErrors({ ...form, baseUrl: 'iot.example.com' })), { baseUrl: 'url' });
    assert.deepEqual(generalBody(undefined, { baseUrl: ' https://iot.example.com ', prohibitDifferentUrl: true }), { key: 'general', jsonValue: { baseUrl: 'https://iot.example.com', prohibitDifferentUrl: true } });
  });
});

describe('outgoing mail settings', () => {
  const form = (changes: Partial<MailForm> = {}): MailForm => ({ ...mailFormOf(SEEDED_MAIL), ...changes });

  it('takes the seeded sender with a name, and checks sender, host, port 1–65535 and timeout', () => {
    assert.deepEqual(keys(mailErrors(form())), {});
    assert.deepEqual(keys(mailErrors(form({ mailFrom: 'not an address', smtpHost: ' ', smtpPort: '65536', timeout: '-1' }))), {
      mailFrom: 'mail-from', smtpHost: 'required', smtpPort: 'integer-range', timeout: 'integer-min',
    });
    assert.deepEqual(keys(mailErrors(form({ smtpPort: '0' }))), { smtpPort: 'integer-range' });
    assert.deepEqual(keys(mailErrors(form({ enableProxy: true, proxyPort: 'x' }))), { proxyHost: 'required', proxyPort: 'integer-range' });
  });

  it('sends the password only when it is to change, as the server takes it (the stored one is kept otherwise)', () => {
    const kept = mailBody(SEEDED_MAIL, form({ smtpHost: ' smtp.example.com ' })).jsonValue;
    assert.deepEqual([kept.smtpHost, kept.changePassword, 'password' in kept, kept.smtpPort, kept.showChangePassword], ['smtp.example.com', false, false, '25', false]);
    const changed = mailBody(SEEDED_MAIL, form({ changePassword: true, password: 's3cret' })).jsonValue;
    assert.deepEqual([changed.changePassword, changed.password], [true, 's3cret']);
  });
});

describe('SMS provider settings', () => {
  it('checks only the chosen provider’s fields and sends only them', () => {
    const blank = smsFormOf(undefined);
    assert.equal(blank.type, 'AWS_SNS');
    assert.deepEqual(keys(smsErrors(blank)), { accessKeyId: 'required', secretAccessKey: 'required' });
    const twilio = { ...blank, type: 'TWILIO' as const, numberFrom: '2015550123', accountSid: 'AC1', accountToken: 't' };
    assert.deepEqual(keys(smsErrors(twilio)), { numberFrom: 'number-from' });
    assert.deepEqual(keys(smsErrors({ ...twilio, numberFrom: '+12015550123' })), {});
    assert.deepEqual(smsBody({ ...twilio, numberFrom: '+12015550123' }).jsonValue, { type: 'TWILIO', numberFrom: '+12015550123', accountSid: 'AC1', accountToken: 't' });
    const smpp = { ...blank, type: 'SMPP' as const, host: 'smpp.example.com', port: '99999', systemId: 'sys', password: 'p' };
    assert.deepEqual(keys(smsErrors(smpp)), { port: 'integer-range' });
    assert.deepEqual(smsBody({ ...smpp, port: '2775' }).jsonValue, { type: 'SMPP', protocolVersion: '3.4', host: 'smpp.example.com', port: 2775, systemId: 'sys', password: 'p', bindType: 'TX' });
  });

  it('asks the test SMS for an E.164 number and a message of at most 1600 characters, as the server does', () => {
    assert.deepEqual(keys(testSmsErrors({ numberTo: '', message: '' }, false)), { numberTo: 'required', message: 'required' });
    assert.deepEqual(keys(testSmsErrors({ numberTo: '+0123', message: 'x'.repeat(1601) }, true)), { numberTo: 'phone', message: 'max-length' });
    assert.deepEqual(keys(testSmsErrors({ numberTo: '+12015550123', message: 'Hi' }, true)), {});
    const sms = { ...smsFormOf(undefined), accessKeyId: 'id', secretAccessKey: 'secret' };
    assert.deepEqual(testSmsBody(sms, { numberTo: '+12015550123', message: 'Hi' }), {
      numberTo: '+12015550123', message: 'Hi', providerConfiguration: { type: 'AWS_SNS', accessKeyId: 'id', secretAccessKey: 'secret', region: 'us-east-1' },
    });
  });
});

describe('security settings', () => {
  const form = (changes: Partial<SecurityForm> = {}): SecurityForm => ({ ...securityFormOf({ passwordPolicy: { minimumLength: 6, allowWhitespaces: true } }), ...changes });

  it('bounds the minimum length to 6–50 and each character count to 0–50; the other numbers 0 or more, empty meaning no rule', () => {
    assert.deepEqual(keys(securityErrors(form())), {});
    assert.deepEqual(keys(securityErrors(form({ minimumLength: '5' }))), { minimumLength: 'integer-range' });
    assert.deepEqual(keys(securityErrors(form({ minimumLength: '51' }))), { minimumLength: 'integer-range' });
    assert.deepEqual(keys(securityErrors(form({ minimumLength: '' }))), { minimumLength: 'required' });
    assert.deepEqual(keys(securityErrors(form({ minimumDigits: '51', passwordExpirationPeriodDays: '-1', maxFailedLoginAttempts: '1.5', userLockoutNotificationEmail: 'admin@' }))), {
      minimumDigits: 'integer-range', passwordExpirationPeriodDays: 'integer-min', maxFailedLoginAttempts: 'integer-min', userLockoutNotificationEmail: 'email',
    });
  });

  it('sends empty numbers as null (no rule) and an empty notification address as null', () => {
    const body = securityBody(undefined, form({ minimumLength: '8', minimumDigits: '1', allowWhitespaces: false }));
    assert.deepEqual(body, {
      passwordPolicy: {
        minimumLength: 8, minimumUppercaseLetters: null, minimumLowercaseLetters: null, minimumDigits: 1, minimumSpecialCharacters: null,
        allowWhitespaces: false, passwordExpirationPeriodDays: null, passwordReuseFrequencyDays: null,
      },
      maxFailedLoginAttempts: null,
      userLockoutNotificationEmail: null,
    });
  });
});

describe('two-factor authentication settings', () => {
  const fresh = (): TwoFaForm => twoFaFormOf(undefined);

  it('starts a never-saved platform with ThingsBoard’s limits and no provider', () => {
    const body = twoFaBody(fresh());
    assert.deepEqual(body, { providers: [], minVerificationCodeSendPeriod: 30, verificationCodeCheckRateLimit: '3:900', maxVerificationFailuresBeforeUserLockout: 30, totalAllowedTimeForVerification: 3600 });
  });

  it('checks each enabled provider: an SMS template with ${code}, lifetimes of 1 s or more, 1–1000 backup codes; a code at most every 5 s', () => {
    const form = { ...fresh(), totp: true, issuerName: ' ', sms: true, smsVerificationMessageTemplate: 'Your code', smsCodeLifetime: '0', backupCode: true, codesQuantity: '1001', minVerificationCodeSendPeriod: '4' };
    assert.deepEqual(keys(twoFaErrors(form)), {
      issuerName: 'required', smsVerificationMessageTemplate: 'code-placeholder', smsCodeLifetime: 'integer-min', codesQuantity: 'integer-range', minVerificationCodeSendPeriod: 'integer-min',
    });
    assert.deepEqual(keys(twoFaErrors({ ...fresh(), rateLimitChecks: '' })), { rateLimitChecks: 'required' });
    assert.deepEqual(keys(twoFaErrors({ ...fresh(), rateLimitEnabled: false, rateLimitChecks: '' })), {});
  });

  it('reads the stored providers and sends them back in order, the rate limit off as null', () => {
    const stored = {
      providers: [{ providerType: 'EMAIL', verificationCodeLifetime: 60 }, { providerType: 'TOTP', issuerName: 'Acme' }],
      minVerificationCodeSendPeriod: 10, verificationCodeCheckRateLimit: null, maxVerificationFailuresBeforeUserLockout: null, totalAllowedTimeForVerification: 600,
    };
    const form = twoFaFormOf(stored);
    assert.deepEqual([form.totp, form.email, form.sms, form.rateLimitEnabled, form.maxVerificationFailuresBeforeUserLockout], [true, true, false, false, '']);
    assert.deepEqual(twoFaBody(form), {
      providers: [{ providerType: 'TOTP', issuerName: 'Acme' }, { providerType: 'EMAIL', verificationCodeLifetime: 60 }],
      minVerificationCodeSendPeriod: 10, verificationCodeCheckRateLimit: null, maxVerificationFailuresBeforeUserLockout: null, totalAllowedTimeForVerification: 600,
    });
  });
});

describe('OAuth2 settings', () => {
  const google = {
    ...NEW_CLIENT, loginButtonLabel: 'Google', clientId: 'cid', clientSecret: 'secret', authorizationUri: 'https://accounts.google.com/o/oauth2/v2/auth',
    accessTokenUri: 'https://oauth2.googleapis.com/token', userInfoUri: 'https://openidconnect.googleapis.com/v1/userinfo',
  };

  it('requires what the server requires of a client, the URIs as http(s) addresses', () => {
    assert.deepEqual(keys(clientErrors(google)), {});
    assert.deepEqual(keys(clientErrors({ ...NEW_CLIENT, scope: ' , ', authorizationUri: 'accounts.google.com', tenantNameStrategy: 'CUSTOM' })), {
      loginButtonLabel: 'required', clientId: 'required', clientSecret: 'required', authorizationUri: 'url', accessTokenUri: 'required', userInfoUri: 'required', scope: 'required', tenantNamePattern: 'required',
    });
    assert.deepEqual(scopesOf('openid, email  profile email'), ['openid', 'email', 'profile']);
  });

  it('checks the domains of a group: a host name, once per scheme; an enabled OAuth2 needs a group', () => {
    const domains = [{ scheme: 'HTTPS' as const, name: 'iot.example.com' }, { scheme: 'HTTPS' as const, name: 'IOT.example.com' }, { scheme: 'HTTP' as const, name: 'https://x' }];
    assert.deepEqual([domainError(domains, 0), domainError(domains, 1)?.key, domainError(domains, 2)?.key], [null, 'syssettings:error.domain-repeated', 'syssettings:error.domain']);
    assert.deepEqual(keys(oauth2Errors({ enabled: true, groups: [] })), { enabled: 'no-groups' });
    assert.deepEqual(keys(oauth2Errors({ enabled: true, groups: [{ domains: [domains[0]!], mobileInfos: [], clients: [] }] })), { groups: 'syssettings:page.invalid' });
  });

  it('keeps what the form does not edit: mobile applications, a non-basic mapper, additional info', () => {
    const stored = {
      enabled: true,
      oauth2ParamsInfos: [{
        domainInfos: [{ scheme: 'MIXED', name: 'iot.example.com' }],
        mobileInfos: [{ pkgName: 'com.example.app', appSecret: '0123456789abcdef0' }],
        clientRegistrations: [{ ...clientJson({ form: google, original: null }), mapperConfig: { type: 'GITHUB', allowUserCreation: true, activateUser: false, basic: { emailAttributeKey: null, tenantNameStrategy: 'DOMAIN' } }, additionalInfo: { providerName: 'GitHub' } }],
      }],
    };
    const form = oauth2FormOf(stored);
    assert.equal(form.groups[0]!.clients[0]!.form.mapperType, 'GITHUB');
    const body = oauth2Body(form) as typeof stored;
    assert.deepEqual(body.oauth2ParamsInfos[0]!.mobileInfos, stored.oauth2ParamsInfos[0]!.mobileInfos);
    assert.deepEqual(body.oauth2ParamsInfos[0]!.clientRegistrations[0]!.mapperConfig, stored.oauth2ParamsInfos[0]!.clientRegistrations[0]!.mapperConfig);
    assert.deepEqual(body.oauth2ParamsInfos[0]!.clientRegistrations[0]!.additionalInfo, { providerName: 'GitHub' });
    assert.deepEqual(clientFormOf(body.oauth2ParamsInfos[0]!.clientRegistrations[0]!).scope, 'openid email profile');
  });

  it('sends a new client with the basic mapper', () => {
    const json = clientJson({ form: google, original: null });
    assert.deepEqual(json.mapperConfig, {
      allowUserCreation: true, activateUser: true, type: 'BASIC', custom: null,
      basic: { emailAttributeKey: 'email', firstNameAttributeKey: null, lastNameAttributeKey: null, tenantNameStrategy: 'DOMAIN', tenantNamePattern: null, customerNamePattern: null, defaultDashboardName: null, alwaysFullScreen: false },
    });
    assert.deepEqual([json.scope, json.clientAuthenticationMethod, json.jwkSetUri], [['openid', 'email', 'profile'], 'POST', null]);
  });
});
