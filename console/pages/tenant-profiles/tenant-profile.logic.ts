import { MAIN_QUEUE_NAME, NEW_QUEUE, type QueueRecord } from '../queues/queue-form.logic.js';

/** The profile configuration's settings (DefaultTenantProfileConfiguration): limits by key, plus its type. */
export type TenantProfileConfiguration = { type: 'DEFAULT'; [limit: string]: unknown };

/** A tenant profile as `GET /api/tenantProfile/{id}` answers it and `POST /api/tenantProfile` takes it. */
export interface TenantProfileRecord {
  id?: { entityType: string; id: string };
  createdTime?: number;
  name: string;
  description?: string | null;
  default?: boolean;
  isolatedTbCore?: boolean;
  isolatedTbRuleEngine?: boolean;
  profileData: { configuration: TenantProfileConfiguration; queueConfiguration?: QueueRecord[] | null; [more: string]: unknown };
  [more: string]: unknown;
}

/**
 * How a limit is typed: a whole count of 0 or more (0: no limit), a number of bytes or days (the same), a rate
 * limit (`capacity:seconds` pairs, blank for none) or an on/off flag.
 */
export type LimitKind = 'count' | 'bytes' | 'days' | 'rate' | 'flag';

/** One setting of the profile configuration: its key (its label is `tenantprofiles:limit.<key>`) and kind. */
export interface LimitSpec {
  key: string;
  kind: LimitKind;
}

/** A titled group of limits (`tenantprofiles:group.<id>`). */
export interface LimitGroup {
  id: string;
  limits: readonly LimitSpec[];
}

const limits = (kind: LimitKind, keys: string[]): LimitSpec[] => keys.map((key) => ({ key, kind }));

/** The settings of ThingsBoard 3.4.1's default tenant profile configuration, in groups as the profile page shows them. */
export const LIMIT_GROUPS: readonly LimitGroup[] = [
  {
    id: 'entities',
    limits: [
      ...limits('count', ['maxDevices', 'maxAssets', 'maxCustomers', 'maxUsers', 'maxDashboards', 'maxRuleChains']),
      ...limits('bytes', ['maxResourcesInBytes', 'maxOtaPackagesInBytes']),
    ],
  },
  {
    id: 'usage',
    limits: [
      ...limits('count', ['maxTransportMessages', 'maxTransportDataPoints', 'maxREExecutions', 'maxJSExecutions']),
      ...limits('days', ['maxDPStorageDays']),
      ...limits('count', ['maxRuleNodeExecutionsPerMessage', 'maxEmails', 'maxSms', 'maxCreatedAlarms']),
      ...limits('flag', ['smsEnabled']),
    ],
  },
  {
    id: 'transport',
    limits: limits('rate', [
      'transportTenantMsgRateLimit', 'transportTenantTelemetryMsgRateLimit', 'transportTenantTelemetryDataPointsRateLimit',
      'transportDeviceMsgRateLimit', 'transportDeviceTelemetryMsgRateLimit', 'transportDeviceTelemetryDataPointsRateLimit',
    ]),
  },
  {
    id: 'server',
    limits: limits('rate', ['tenantServerRestLimitsConfiguration', 'customerServerRestLimitsConfiguration', 'tenantEntityExportRateLimit', 'tenantEntityImportRateLimit', 'cassandraQueryTenantRateLimitsConfiguration']),
  },
  {
    id: 'websocket',
    limits: [
      ...limits('count', [
        'maxWsSessionsPerTenant', 'maxWsSessionsPerCustomer', 'maxWsSessionsPerRegularUser', 'maxWsSessionsPerPublicUser', 'wsMsgQueueLimitPerSession',
        'maxWsSubscriptionsPerTenant', 'maxWsSubscriptionsPerCustomer', 'maxWsSubscriptionsPerRegularUser', 'maxWsSubscriptionsPerPublicUser',
      ]),
      ...limits('rate', ['wsUpdatesPerSessionRateLimit']),
    ],
  },
  { id: 'storage', limits: limits('days', ['defaultStorageTtlDays', 'alarmsTtlDays', 'rpcTtlDays']) },
];

/** Every setting, in page order. */
export const LIMITS: readonly LimitSpec[] = LIMIT_GROUPS.flatMap((group) => group.limits);

/** The configuration a new profile starts with: no limits (every count 0, no rate limit) and SMS allowed. */
export function newConfiguration(): TenantProfileConfiguration {
  const configuration: TenantProfileConfiguration = { type: 'DEFAULT' };
  for (const { key, kind } of LIMITS) configuration[key] = kind === 'flag' ? true : kind === 'rate' ? null : 0;
  return configuration;
}

/** The limits as typed: numbers and rate limits as text, flags as booleans. */
export type LimitsForm = Record<string, string | boolean>;

/** The form showing a configuration (a missing count shows as 0, a missing rate limit as blank, a missing flag as on). */
export function limitsFormOf(configuration: TenantProfileConfiguration): LimitsForm {
  const form: LimitsForm = {};
  for (const { key, kind } of LIMITS) {
    const value = configuration[key];
    if (kind === 'flag') form[key] = value !== false;
    else if (kind === 'rate') form[key] = typeof value === 'string' ? value : '';
    else form[key] = typeof value === 'number' ? String(value) : '0';
  }
  return form;
}

/** A rate limit as the hints show one: 100 per second and 2000 per minute. */
export const RATE_LIMIT_EXAMPLE = '100:1,2000:60';

const WHOLE = /^\d+$/;
/** A rate limit: one or more `capacity:seconds` pairs of whole numbers, separated by commas (`100:1,2000:60`). */
const RATE_LIMIT = /^\d+:\d+(,\d+:\d+)*$/;

/** The problem of one limit's text (a message key of the `tenantprofiles` namespace), or null. */
export function limitError(kind: LimitKind, value: string | boolean): string | null {
  if (typeof value === 'boolean') return null;
  const text = value.trim();
  if (kind === 'rate') return text === '' || RATE_LIMIT.test(text.replace(/\s+/g, '')) ? null : 'tenantprofiles:form.rate-limit';
  return WHOLE.test(text) && Number(text) <= Number.MAX_SAFE_INTEGER ? null : 'tenantprofiles:form.whole';
}

/** The problems of a limits form, by key. */
export function limitsErrors(form: LimitsForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { key, kind } of LIMITS) {
    const error = limitError(kind, form[key] ?? '');
    if (error) errors[key] = error;
  }
  return errors;
}

/** The configuration with a (valid) form's limits: numbers as numbers, blank rate limits as null, spaces taken out of rate limits; other settings kept. */
export function configurationWithLimits(configuration: TenantProfileConfiguration, form: LimitsForm): TenantProfileConfiguration {
  const next: TenantProfileConfiguration = { ...configuration };
  for (const { key, kind } of LIMITS) {
    const value = form[key];
    if (kind === 'flag') next[key] = value !== false;
    else if (kind === 'rate') next[key] = typeof value === 'string' && value.trim() ? value.replace(/\s+/g, '') : null;
    else next[key] = Number(value);
  }
  return next;
}

/** The longest profile name. */
export const PROFILE_NAME_MAX_LENGTH = 255;

/** What is wrong with a profile name (message key), or null: required, at most {@link PROFILE_NAME_MAX_LENGTH} characters. */
export function profileNameError(name: string): string | null {
  if (!name.trim()) return 'tenantprofiles:form.name-required';
  return name.length > PROFILE_NAME_MAX_LENGTH ? 'tenantprofiles:form.name-max' : null;
}

/** The Main queue a profile gets when it starts isolating the rule engine: the Main queue's usual settings. */
export function mainQueueConfiguration(): QueueRecord {
  const { additionalInfo: _info, ...queue } = structuredClone(NEW_QUEUE);
  return { ...queue, name: MAIN_QUEUE_NAME, topic: 'tb_rule_engine.main', additionalInfo: null };
}

/**
 * The profile with isolated rule engine queues turned on or off. Turned on, it keeps its queue configuration when it
 * has one and otherwise gets the Main queue (the server refuses an isolated profile without it); turned off, the
 * queue configuration goes.
 */
export function withIsolatedRuleEngine(profile: TenantProfileRecord, on: boolean): TenantProfileRecord {
  const queues = profile.profileData.queueConfiguration;
  const queueConfiguration = on ? (queues?.length ? queues : [mainQueueConfiguration()]) : null;
  return { ...profile, isolatedTbRuleEngine: on, profileData: { ...profile.profileData, queueConfiguration } };
}

/** The body that creates a tenant profile (`POST /api/tenantProfile`): trimmed name and description, the rule engine choice, no limits. */
export function newTenantProfileBody(form: { name: string; description: string; isolatedTbRuleEngine: boolean }): TenantProfileRecord {
  const description = form.description.trim();
  const profile: TenantProfileRecord = {
    name: form.name.trim(),
    description: description || null,
    default: false,
    isolatedTbCore: false,
    isolatedTbRuleEngine: false,
    profileData: { configuration: newConfiguration(), queueConfiguration: null },
  };
  return withIsolatedRuleEngine(profile, form.isolatedTbRuleEngine);
}

/** Whether a queue of the profile may be removed: all but the Main queue, which an isolated profile must keep. */
export function canRemoveQueue(queue: { name?: string }): boolean {
  return queue.name !== MAIN_QUEUE_NAME;
}

/** The queue names of a profile's configuration that appear more than once. */
export function repeatedQueueNames(queues: readonly { name: string }[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { name } of queues) {
    const trimmed = name.trim();
    if (seen.has(trimmed)) repeated.add(trimmed);
    seen.add(trimmed);
  }
  return [...repeated];
}

/** The address of a tenant profile's page. */
export function tenantProfilePath(id: string): string {
  return `/tenantProfiles/${encodeURIComponent(id)}`;
}
