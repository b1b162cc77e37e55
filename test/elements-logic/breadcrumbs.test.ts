import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { accumulatePath, BREADCRUMB_DEFAULTS, buildTrail, iconSource, mdiExportName } from '../../elements/breadcrumbs/breadcrumbs.logic.js';

describe('breadcrumb trail', () => {
  it('links each entry to the path accumulated up to it', () => {
    const trail = buildTrail([
      { label: 'home.home', icon: 'home', path: '' },
      { label: 'device.devices', icon: 'mdi:devices', path: 'devices' },
      { label: 'Thermostat T1', icon: 'mdi:thermostat', path: '0f3c' },
    ]);
    assert.deepEqual(
      trail.map((e) => e.path),
      ['/', '/devices', '/devices/0f3c'],
    );
    assert.deepEqual(
      trail.map((e) => e.last),
      [false, false, true],
    );
  });

  it('fills in the default label home.home and the default icon home', () => {
    assert.deepEqual(BREADCRUMB_DEFAULTS, { label: 'home.home', icon: 'home' });
    const [entry] = buildTrail([{ path: 'home' }]);
    assert.deepEqual(entry, { label: 'home.home', icon: 'home', path: '/home', last: true });
    assert.equal(buildTrail([{ label: '', icon: null, path: 'x' }])[0]?.label, 'home.home');
  });

  it('leaves skipped entries out while their path still counts', () => {
    const trail = buildTrail([
      { label: 'home.home', path: 'home' },
      { label: 'entities', path: 'entities', skip: true },
      { label: 'device.devices', path: 'devices' },
    ]);
    assert.deepEqual(
      trail.map((e) => [e.label, e.path]),
      [
        ['home.home', '/home'],
        ['device.devices', '/home/entities/devices'],
      ],
    );
  });

  it('marks the last shown entry as the current page even when a skipped one follows', () => {
    const trail = buildTrail([{ label: 'a', path: 'a' }, { label: 'b', path: 'b', skip: true }]);
    assert.deepEqual(trail, [{ label: 'a', icon: 'home', path: '/a', last: true }]);
  });

  it('is empty without items', () => {
    assert.deepEqual(buildTrail([]), []);
  });

  it('joins path parts without empty or doubled slashes', () => {
    assert.equal(accumulatePath(['/', 'deviceProfiles/', '/123']), '/deviceProfiles/123');
    assert.equal(accumulatePath([]), '/');
  });
});

describe('breadcrumb icons', () => {
  it('draws icons prefixed mdi: from Material Design Icons', () => {
    assert.deepEqual(iconSource('mdi:chevron-right'), { kind: 'mdi', name: 'chevron-right' });
    assert.equal(mdiExportName('chevron-right'), 'mdiChevronRight');
  });

  it('takes SVG path data as is and other names as Material icon names', () => {
    assert.deepEqual(iconSource('M10,20V14H14V20'), { kind: 'path', path: 'M10,20V14H14V20' });
    assert.deepEqual(iconSource('devices_other'), { kind: 'material', name: 'devices_other' });
    assert.equal(mdiExportName('devices_other'), 'mdiDevicesOther');
    assert.equal(mdiExportName('home'), 'mdiHome');
  });
});
