import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { roleLabelKey, showsUserMenu, userDisplayName } from '../../elements/user-menu/user-menu.logic.js';

describe('user menu display name', () => {
  it('is the first name plus the last name', () => {
    assert.equal(userDisplayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }), 'Ada Lovelace');
  });

  it('is the one name given when the other is empty', () => {
    assert.equal(userDisplayName({ firstName: 'Ada', lastName: '', email: 'ada@example.com' }), 'Ada');
    assert.equal(userDisplayName({ firstName: null, lastName: 'Lovelace', email: 'ada@example.com' }), 'Lovelace');
  });

  it('is the e-mail when both names are empty', () => {
    assert.equal(userDisplayName({ firstName: '', lastName: '', email: 'tenant@thingsboard.org' }), 'tenant@thingsboard.org');
    assert.equal(userDisplayName({ firstName: null, lastName: undefined, email: 'tenant@thingsboard.org' }), 'tenant@thingsboard.org');
    assert.equal(userDisplayName({ firstName: '  ', lastName: ' ', email: 'tenant@thingsboard.org' }), 'tenant@thingsboard.org');
  });
});

describe('user menu role label', () => {
  it('names each signed-in authority with its spec key', () => {
    assert.equal(roleLabelKey('SYS_ADMIN'), 'user.sys-admin');
    assert.equal(roleLabelKey('TENANT_ADMIN'), 'user.tenant-admin');
    assert.equal(roleLabelKey('CUSTOMER_USER'), 'user.customer');
  });

  it('has no label for other authorities', () => {
    assert.equal(roleLabelKey('REFRESH_TOKEN'), null);
    assert.equal(roleLabelKey(undefined), null);
  });
});

describe('user menu visibility', () => {
  it('is hidden for ANONYMOUS and without a user', () => {
    assert.equal(showsUserMenu({ authority: 'ANONYMOUS', email: 'public@example.com' }), false);
    assert.equal(showsUserMenu(null), false);
    assert.equal(showsUserMenu({ email: 'x@example.com' }), false);
  });

  it('is shown for every signed-in role', () => {
    for (const authority of ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']) assert.equal(showsUserMenu({ authority }), true);
  });
});
