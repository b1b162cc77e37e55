import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  canRemoveQueue, configurationWithLimits, limitError, LIMITS, limitsErrors, limitsFormOf, mainQueueConfiguration, newConfiguration, newTenantProfileBody,
  profileNameError, repeatedQueueNames, tenantProfilePath, withIsolatedRuleEngine,
} from '../../console/pages/tenant-profiles/tenant-profile.logic.js';

describe('tenant profile limits', () => {
  it('cover the settings of the default tenant profile configuration', () => {
    const keys = LIMITS.map((limit) => limit.key);
    for (const key of ['maxDevices', 'maxAssets', 'maxCustomers', 'maxUsers', 'maxDashboards', 'maxRuleChains', 'maxResourcesInBytes', 'maxOtaPackagesInBytes',
      'transportTenantMsgRateLimit', 'transportDeviceTelemetryDataPointsRateLimit', 'maxTransportMessages', 'maxTransportDataPoints', 'maxREExecutions', 'maxJSExecutions',
      'maxDPStorageDays', 'maxRuleNodeExecutionsPerMessage', 'maxEmails', 'smsEnabled', 'maxSms', 'maxCreatedAlarms', 'tenantServerRestLimitsConfiguration',
      'customerServerRestLimitsConfiguration', 'maxWsSessionsPerTenant', 'wsMsgQueueLimitPerSession', 'maxWsSubscriptionsPerPublicUser', 'wsUpdatesPerSessionRateLimit',
      'cassandraQueryTenantRateLimitsConfiguration', 'defaultStorageTtlDays', 'alarmsTtlDays', 'rpcTtlDays']) {
      assert.ok(keys.includes(key), key);
    }
    assert.equal(new Set(keys).size, keys.length);
  });

  it('start a new profile without limits: counts 0, no rate limits, SMS allowed', () => {
    const configuration = newConfiguration();
    assert.equal(configuration.type, 'DEFAULT');
    assert.equal(configuration.maxDevices, 0);
    assert.equal(configuration.transportTenantMsgRateLimit, null);
    assert.equal(configuration.smsEnabled, true);
  });

  it('take whole numbers of 0 or more and rate limits as capacity:seconds pairs, blank for none', () => {
    assert.equal(limitError('count', '0'), null);
    assert.equal(limitError('bytes', '1048576'), null);
    for (const bad of ['-1', '1.5', '', 'ten', '9007199254740993']) assert.equal(limitError('count', bad), 'tenantprofiles:form.whole', bad);
    assert.equal(limitError('rate', ''), null);
    assert.equal(limitError('rate', '100:1,2000:60'), null);
    assert.equal(limitError('rate', '100:1, 2000:60'), null);
    for (const bad of ['100', '100:1,', ':1', '100:1;2000:60', 'a:b']) assert.equal(limitError('rate', bad), 'tenantprofiles:form.rate-limit', bad);
    assert.equal(limitError('flag', false), null);
  });

  it('show a configuration as text and save the typed text back as numbers, keeping the settings the page does not show', () => {
    const configuration = { ...newConfiguration(), maxDevices: 10, transportDeviceMsgRateLimit: '20:1', smsEnabled: false, warnThreshold: 0.8 };
    const form = limitsFormOf(configuration);
    assert.deepEqual([form.maxDevices, form.transportDeviceMsgRateLimit, form.transportTenantMsgRateLimit, form.smsEnabled], ['10', '20:1', '', false]);
    assert.deepEqual(limitsErrors(form), {});
    const next = configurationWithLimits(configuration, { ...form, maxAssets: '5', transportTenantMsgRateLimit: ' 100:1, 2000:60 ', transportDeviceMsgRateLimit: '' });
    assert.deepEqual([next.maxAssets, next.transportTenantMsgRateLimit, next.transportDeviceMsgRateLimit, next.warnThreshold], [5, '100:1,2000:60', null, 0.8]);
    assert.deepEqual(limitsErrors({ ...form, maxUsers: 'x' }), { maxUsers: 'tenantprofiles:form.whole' });
  });
});

describe('tenant profile', () => {
  it('needs a name of at most 255 characters', () => {
    assert.equal(profileNameError(' '), 'tenantprofiles:form.name-required');
    assert.equal(profileNameError('p'.repeat(256)), 'tenantprofiles:form.name-max');
    assert.equal(profileNameError('Gold'), null);
  });

  it('gets the Main queue when it starts isolating the rule engine, keeps its queues while on, and loses them when off', () => {
    const created = newTenantProfileBody({ name: ' Gold ', description: ' ', isolatedTbRuleEngine: true });
    assert.deepEqual([created.name, created.description, created.isolatedTbRuleEngine], ['Gold', null, true]);
    assert.deepEqual(created.profileData.queueConfiguration, [mainQueueConfiguration()]);
    assert.equal(mainQueueConfiguration().name, 'Main');
    assert.equal(mainQueueConfiguration().topic, 'tb_rule_engine.main');
    const two = { ...created, profileData: { ...created.profileData, queueConfiguration: [mainQueueConfiguration(), { ...mainQueueConfiguration(), name: 'HighPriority' }] } };
    assert.equal(withIsolatedRuleEngine(two, true).profileData.queueConfiguration?.length, 2);
    const off = withIsolatedRuleEngine(two, false);
    assert.deepEqual([off.isolatedTbRuleEngine, off.profileData.queueConfiguration], [false, null]);
    assert.equal(newTenantProfileBody({ name: 'Plain', description: '', isolatedTbRuleEngine: false }).profileData.queueConfiguration, null);
  });

  it('keeps the Main queue and names repeated queues', () => {
    assert.equal(canRemoveQueue({ name: 'Main' }), false);
    assert.equal(canRemoveQueue({ name: 'HighPriority' }), true);
    assert.deepEqual(repeatedQueueNames([{ name: 'Main' }, { name: 'A' }, { name: ' A ' }]), ['A']);
    assert.equal(tenantProfilePath('p1'), '/tenantProfiles/p1');
  });
});
