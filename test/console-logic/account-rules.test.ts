import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { displayName, initialsOf, profileChanged, profileErrors, profileFormOf, userWithProfile } from '../../console/auth-logic/profile-form.js';
import { QR_QUIET_ZONE, qrPath } from '../../console/auth-logic/qr-path.js';
import { backupCodesText, configWithContact, providerRows, setupSteps, totpSecretOf, twoFactorEnabled } from '../../console/auth-logic/two-factor-setup.js';

const user = {
  id: { entityType: 'USER', id: 'u1' },
  email: 'tenant@thingsboard.org',
  authority: 'TENANT_ADMIN',
  firstName: 'Tenant',
  lastName: null,
  additionalInfo: { lang: 'de_DE', lastLoginTs: 1, defaultDashboardId: 'd1', defaultDashboardFullscreen: true },
};

describe('profile form', () => {
  it('reads names, language, phone and dashboards from the user; the browser language when the user has none', () => {
    const form = profileFormOf(user);
    assert.deepEqual(form, {
      firstName: 'Tenant',
      lastName: '',
      email: 'tenant@thingsboard.org',
      lang: 'de_DE',
      phone: '',
      defaultDashboardId: 'd1',
      defaultDashboardFullscreen: true,
      homeDashboardId: '',
      homeDashboardHideToolbar: true,
    });
    assert.equal(profileFormOf({ ...user, additionalInfo: {} }, 'fr-CA').lang, 'fr_FR');
    assert.equal(profileFormOf({ ...user, additionalInfo: null }).lang, 'en_US');
    assert.equal(profileFormOf({ ...user, phone: '+12015550123' }).phone, '+12015550123', 'the top-level phone of newer servers');
  });

  it('requires an e-mail address (user.invalid-email-format) and a phone the phone input accepts', () => {
    const form = profileFormOf(user);
    assert.deepEqual(profileErrors(form), {});
    assert.deepEqual(profileErrors({ ...form, email: 'tenant' }), { email: 'user.invalid-email-format' });
    assert.deepEqual(profileErrors({ ...form, email: '' }), { email: 'user.email-required' });
    assert.deepEqual(profileErrors(form, false), { phone: 'phone-input.phone-input-validation' });
  });

  it('saves the current user with the form merged in, keeping every other field and additional info key', () => {
    const form = { ...profileFormOf(user), lastName: ' Admin ', phone: '+12015550123', defaultDashboardId: '', homeDashboardId: 'h1' };
    const saved = userWithProfile(user, form);
    assert.deepEqual(saved.id, user.id);
    assert.equal(saved.authority, 'TENANT_ADMIN');
    assert.equal(saved.lastName, 'Admin');
    assert.equal('phone' in saved, false, 'no phone field for a 3.4 server');
    assert.deepEqual(saved.additionalInfo, {
      lang: 'de_DE',
      lastLoginTs: 1,
      phone: '+12015550123',
      defaultDashboardId: null,
      defaultDashboardFullscreen: false,
      homeDashboardId: 'h1',
      homeDashboardHideToolbar: true,
    });
    assert.equal(userWithProfile({ ...user, phone: null }, form).phone, '+12015550123');
  });

  it('knows when something changed', () => {
    const form = profileFormOf(user);
    assert.equal(profileChanged(form, profileFormOf(user)), false);
    assert.equal(profileChanged({ ...form, firstName: 'X' }, form), true);
  });

  it('names a user by first and last name, else by e-mail', () => {
    assert.equal(displayName(user), 'Tenant');
    assert.equal(displayName({ email: 'a@b.io', firstName: '', lastName: '' }), 'a@b.io');
    assert.equal(initialsOf({ firstName: 'Tenant', lastName: 'Admin', email: 'x' }), 'TA');
    assert.equal(initialsOf({ email: 'tenant@thingsboard.org' }), 'T');
  });
});

describe('two-factor setup', () => {
  const configs = {
    EMAIL: { providerType: 'EMAIL' as const, useByDefault: true, email: 'tenant@thingsboard.org' },
    BACKUP_CODE: { providerType: 'BACKUP_CODE' as const, useByDefault: false, codesLeft: 7 },
  };

  it('lists only the providers the platform enables, in the fixed order, with what can be done with each', () => {
    const rows = providerRows(['BACKUP_CODE', 'EMAIL', 'TOTP'], { configs });
    assert.deepEqual(
      rows.map((r) => [r.type, r.configured, r.isDefault, r.contact, r.codesLeft, r.canSetUp, r.canMakeDefault]),
      [
        ['TOTP', false, false, null, null, true, false],
        ['EMAIL', true, true, 'tenant@thingsboard.org', null, false, false],
        ['BACKUP_CODE', true, false, null, 7, false, false],
      ],
    );
  });

  it('sets up backup codes only after another provider, and never makes them the default', () => {
    assert.equal(providerRows(['TOTP', 'BACKUP_CODE'], {}).find((r) => r.type === 'BACKUP_CODE')!.canSetUp, false);
    assert.equal(providerRows(['TOTP', 'BACKUP_CODE'], { configs: { TOTP: { providerType: 'TOTP' } } }).find((r) => r.type === 'BACKUP_CODE')!.canSetUp, true);
  });

  it('offers Make default for a configured provider that is not the default', () => {
    const rows = providerRows(['TOTP', 'EMAIL'], { configs: { ...configs, TOTP: { providerType: 'TOTP', useByDefault: false } } });
    assert.deepEqual(rows.map((r) => r.canMakeDefault), [true, false]);
    assert.equal(twoFactorEnabled({ configs }), true);
    assert.equal(twoFactorEnabled(null), false);
  });

  it('reads the TOTP secret out of the otpauth URL in groups of four', () => {
    assert.equal(totpSecretOf('otpauth://totp/tbkit:a@b.io?issuer=tbkit&secret=JBSWY3DPEHPK3PXP'), 'JBSW Y3DP EHPK 3PXP');
    assert.equal(totpSecretOf(undefined), '');
    assert.equal(totpSecretOf('not a url'), '');
  });

  it('asks for the contact of SMS and e-mail, a scan for TOTP, and saving for backup codes', () => {
    assert.deepEqual(setupSteps('SMS'), ['contact', 'code']);
    assert.deepEqual(setupSteps('TOTP'), ['scan', 'code']);
    assert.deepEqual(setupSteps('BACKUP_CODE'), ['codes']);
    assert.deepEqual(configWithContact({ providerType: 'SMS', useByDefault: false }, ' +12015550123 '), { providerType: 'SMS', useByDefault: false, phoneNumber: '+12015550123' });
    assert.deepEqual(configWithContact({ providerType: 'EMAIL' }, 'a@b.io'), { providerType: 'EMAIL', email: 'a@b.io' });
  });

  it('writes backup codes one a line under a heading and the account', () => {
    assert.equal(backupCodesText(['0a1b2c3d', '4e5f6a7b'], 'Backup codes', 'a@b.io'), 'Backup codes\na@b.io\n\n0a1b2c3d\n4e5f6a7b\n');
  });

  it('draws the QR code as one path of dark modules inside a 4-module quiet zone', () => {
    const { size, d } = qrPath('otpauth://totp/tbkit:a@b.io?issuer=tbkit&secret=JBSWY3DPEHPK3PXP');
    assert.equal(QR_QUIET_ZONE, 4);
    assert.ok(size >= 21 + 8, `size ${size}`);
    assert.match(d, /^M4 4h1v1h-1z/, 'the finder pattern starts at the quiet zone');
    assert.equal(qrPath('same').d, qrPath('same').d);
  });
});
