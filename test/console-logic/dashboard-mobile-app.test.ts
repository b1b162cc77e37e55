import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { toolbarHidden } from '../../console/pages/dashboards/dashboard-page.logic.js';
import { mobileDashboardAddress, readMobileMessage } from '../../console/pages/dashboards/mobile-app.logic.js';

describe('the mobile app opening fullscreen dashboards (console-core §2: publicId, state, embedded, hideToolbar, reload)', () => {
  it('reads the app’s openDashboardMessage and reloadUserMessage, and nothing else', () => {
    assert.deepEqual(readMobileMessage(JSON.stringify({ type: 'openDashboardMessage', data: { dashboardId: 'd1', state: 'W3t9XQ==', hideToolbar: true } })), {
      type: 'openDashboardMessage', data: { dashboardId: 'd1', state: 'W3t9XQ==', hideToolbar: true },
    });
    assert.deepEqual(readMobileMessage(JSON.stringify({ type: 'reloadUserMessage', data: { accessToken: 'a', refreshToken: 'r' } })), {
      type: 'reloadUserMessage', data: { accessToken: 'a', refreshToken: 'r' },
    });
    for (const bad of ['not json', JSON.stringify({ type: 'openDashboardMessage', data: {} }), JSON.stringify({ type: 'toggleDashboardLayout' }), { type: 'openDashboardMessage' }]) {
      assert.equal(readMobileMessage(bad), null);
    }
  });

  it('opens the fullscreen page with the parameters asked for, and a reload time when the same dashboard opens again', () => {
    const message = { dashboardId: 'd1', state: 'W3siaWQiOiJhIn1d', embedded: true, hideToolbar: true };
    assert.equal(mobileDashboardAddress(message, null, 1700), '/dashboard/d1?state=W3siaWQiOiJhIn1d&embedded=true&hideToolbar=true');
    assert.equal(mobileDashboardAddress({ dashboardId: 'd1' }, 'd1', 1700), '/dashboard/d1?reload=1700');
    assert.equal(mobileDashboardAddress({ dashboardId: 'd2' }, 'd1', 1700), '/dashboard/d2');
  });

  it('hides the toolbar when the page or, unless the user is held to fullscreen outside the app and not public, the dashboard asks; never in edit mode', () => {
    const base = { hideToolbarParam: false, hideToolbarSetting: false, forceFullscreen: false, mobileApp: false, publicUser: false, editing: false };
    assert.equal(toolbarHidden(base), false);
    assert.equal(toolbarHidden({ ...base, hideToolbarParam: true }), true);
    assert.equal(toolbarHidden({ ...base, hideToolbarSetting: true }), true);
    assert.equal(toolbarHidden({ ...base, hideToolbarSetting: true, forceFullscreen: true }), false);
    assert.equal(toolbarHidden({ ...base, hideToolbarSetting: true, forceFullscreen: true, mobileApp: true }), true);
    assert.equal(toolbarHidden({ ...base, hideToolbarSetting: true, forceFullscreen: true, publicUser: true }), true);
    assert.equal(toolbarHidden({ ...base, hideToolbarParam: true, editing: true }), false);
  });
});
