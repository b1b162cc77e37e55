import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { actionUserOf, canLoginAs, canToggleCredentials, credentialsEnabled, credentialsEnabledPath } from '../../console/pages/users/user-actions.logic.js';

describe('user account actions', () => {
  it('lets the system administrator log in as tenant administrators and tenant administrators as customer users, while token access is enabled', () => {
    assert.equal(canLoginAs('SYS_ADMIN', 'TENANT_ADMIN', true), true);
    assert.equal(canLoginAs('TENANT_ADMIN', 'CUSTOMER_USER', true), true);
    assert.equal(canLoginAs('SYS_ADMIN', 'CUSTOMER_USER', true), false);
    assert.equal(canLoginAs('TENANT_ADMIN', 'TENANT_ADMIN', true), false);
    assert.equal(canLoginAs('CUSTOMER_USER', 'CUSTOMER_USER', true), false);
    assert.equal(canLoginAs('SYS_ADMIN', 'TENANT_ADMIN', false), false);
  });

  it('reads the enabled flag the server keeps in additionalInfo', () => {
    assert.equal(credentialsEnabled({ additionalInfo: { userCredentialsEnabled: true } }), true);
    assert.equal(credentialsEnabled({ additionalInfo: { userCredentialsEnabled: false } }), false);
    assert.equal(credentialsEnabled({ additionalInfo: null }), false);
  });

  it('never offers disabling the signed-in user\'s own account', () => {
    assert.equal(canToggleCredentials('u-1', { id: 'u-1' }), false);
    assert.equal(canToggleCredentials('u-1', { id: 'u-2' }), true);
  });

  it('enables and disables through the user\'s own path', () => {
    assert.equal(credentialsEnabledPath('u 1'), '/api/user/u%201/userCredentialsEnabled');
  });

  it('takes id, e-mail, role and additional info from a list row', () => {
    assert.deepEqual(actionUserOf({ id: { entityType: 'USER', id: 'u-1' }, email: 'a@b.c', authority: 'CUSTOMER_USER', additionalInfo: { userCredentialsEnabled: true } }), {
      id: 'u-1',
      email: 'a@b.c',
      authority: 'CUSTOMER_USER',
      additionalInfo: { userCredentialsEnabled: true },
    });
  });
});
