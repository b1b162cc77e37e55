import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BACKUP_CODE_LENGTH,
  DATASOURCE_PAGE_SIZE,
  DATASOURCE_TYPES,
  DEFAULT_DECIMALS,
  DEFAULT_MIN_VERIFICATION_CODE_SEND_PERIOD_S,
  DEFAULT_TEST_FUNCTIONS,
  DEFAULT_WIDGET_SIZE,
  EDGE_WIDGETS_BUNDLE_ALIAS,
  FALLBACK_WIDGET_NAMES,
  RANDOM_TEST_FUNCTION,
  TEMPLATE_VARIABLES,
  TOO_MANY_REQUESTS_ERROR_MS,
  TWO_FA_PROVIDER_TYPES,
  VERIFICATION_CODE_LENGTH,
  WIDGET_ACTION_TYPES,
  WIDGET_EXCEPTION_FALLBACK_LINE_OFFSET,
  WIDGET_EXCEPTION_LINE_OFFSET,
  WIDGET_LIBRARY_LAYOUT,
  WIDGET_MOBILE_ACTION_TYPES,
  WIDGET_TYPES,
  WIDGETS_BUNDLE_SCOPES,
  defaultLegendConfig,
  sendsCodeOnSelect,
  verificationCodePattern,
} from '../../sdk/catalogues/index.js';

describe('widgets', () => {
  it('lists widget, datasource, action and mobile action types', () => {
    assert.deepEqual(WIDGET_TYPES, ['timeseries', 'latest', 'rpc', 'alarm', 'static']);
    assert.deepEqual(DATASOURCE_TYPES, ['function', 'entity', 'entityCount']);
    assert.deepEqual(WIDGET_ACTION_TYPES, ['openDashboardState', 'updateDashboardState', 'openDashboard', 'custom', 'customPretty', 'mobileAction']);
    assert.deepEqual(WIDGET_MOBILE_ACTION_TYPES, [
      'takePictureFromGallery', 'takePhoto', 'mapDirection', 'mapLocation', 'scanQrCode', 'makePhoneCall', 'getLocation', 'takeScreenshot',
    ]);
  });

  it('shows the average in the default legend only for timeseries widgets', () => {
    assert.deepEqual(defaultLegendConfig('timeseries'), {
      direction: 'column',
      position: 'bottom',
      showMin: false,
      showMax: false,
      showAvg: true,
      showTotal: false,
      showLatest: false,
    });
    assert.equal(defaultLegendConfig('latest').showAvg, false);
    assert.equal(defaultLegendConfig('alarm').showAvg, false);
  });

  it('sizes new widgets 8x6 with 2 decimals and pages datasources by 1024', () => {
    assert.deepEqual(DEFAULT_WIDGET_SIZE, { sizeX: 8, sizeY: 6 });
    assert.equal(DEFAULT_DECIMALS, 2);
    assert.equal(DATASOURCE_PAGE_SIZE, 1024);
  });

  it('names the two fallback widgets', () => {
    assert.deepEqual(FALLBACK_WIDGET_NAMES, { notFound: 'Widget type not found', loadError: 'Error loading widget' });
  });

  it('lists template variables and the test functions with Random clamped to ±1000 at 2 decimals', () => {
    assert.deepEqual(TEMPLATE_VARIABLES, ['dsName', 'entityName', 'deviceName', 'entityLabel', 'aliasName', 'entityDescription']);
    assert.deepEqual(DEFAULT_TEST_FUNCTIONS, ['Sin', 'Cos', 'Random']);
    assert.deepEqual(RANDOM_TEST_FUNCTION, { min: -1000, max: 1000, decimals: 2 });
  });

  it('pins the bundle scopes, the edge bundle alias, exception line offsets and the library layout', () => {
    assert.deepEqual(WIDGETS_BUNDLE_SCOPES, ['all', 'system', 'tenant']);
    assert.equal(EDGE_WIDGETS_BUNDLE_ALIAS, 'edge_widgets');
    assert.equal(WIDGET_EXCEPTION_LINE_OFFSET, -6);
    assert.equal(WIDGET_EXCEPTION_FALLBACK_LINE_OFFSET, -2);
    assert.deepEqual(WIDGET_LIBRARY_LAYOUT, { columns: 3, columnWidth: 8 });
  });
});

describe('two-factor providers', () => {
  it('lists the providers in display order', () => {
    assert.deepEqual(TWO_FA_PROVIDER_TYPES, ['TOTP', 'SMS', 'EMAIL', 'BACKUP_CODE']);
  });

  it('pins code lengths 6 and 8, a 30 s resend default and a 5000 ms too-many-requests error', () => {
    assert.equal(VERIFICATION_CODE_LENGTH, 6);
    assert.equal(BACKUP_CODE_LENGTH, 8);
    assert.equal(DEFAULT_MIN_VERIFICATION_CODE_SEND_PERIOD_S, 30);
    assert.equal(TOO_MANY_REQUESTS_ERROR_MS, 5000);
  });

  it('accepts exactly six digits for TOTP, SMS and e-mail codes', () => {
    for (const provider of ['TOTP', 'SMS', 'EMAIL'] as const) {
      const pattern = verificationCodePattern(provider);
      assert.equal(pattern.test('123456'), true);
      assert.equal(pattern.test('12345'), false);
      assert.equal(pattern.test('1234567'), false);
      assert.equal(pattern.test('12345a'), false);
    }
  });

  it('accepts exactly eight lowercase hex characters for a backup code', () => {
    const pattern = verificationCodePattern('BACKUP_CODE');
    assert.equal(pattern.test('0a1b2c3d'), true);
    assert.equal(pattern.test('0A1B2C3D'), false);
    assert.equal(pattern.test('0a1b2c3'), false);
    assert.equal(pattern.test('0a1b2c3g'), false);
  });

  it('sends a code on selection for SMS and e-mail only', () => {
    assert.deepEqual(TWO_FA_PROVIDER_TYPES.filter(sendsCodeOnSelect), ['SMS', 'EMAIL']);
  });
});
