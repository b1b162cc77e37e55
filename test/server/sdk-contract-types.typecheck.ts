// Compile-time checks, verified by `tsc --noEmit` and never run: the answers the console relies on have the
// shapes the server was seen to send in the sdk-contract tests.
import type { ApiPaths, TbClient, VersionCreationResult } from '../../sdk/index.js';
import type { components } from '../../sdk/generated/schema.js';

type Schemas = components['schemas'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Answer<P extends keyof ApiPaths, M extends keyof ApiPaths[P]> = ApiPaths[P][M] extends {
  responses: { 200: { content: infer C } };
}
  ? C[keyof C]
  : never;

declare const client: TbClient;

/** ThingsBoard's odd boolean names and the null ids of unassigned entities. */
export const oddBooleans: [
  Same<Schemas['DeviceInfo']['customerIsPublic'], boolean | undefined>,
  Same<Schemas['ShortCustomerInfo']['public'], boolean | undefined>,
  Same<Schemas['DeviceProfile']['default'], boolean | undefined>,
  Same<Schemas['OtaPackageInfo']['hasData'], boolean | undefined>,
  Same<Schemas['TwoFaProviderInfo']['default'], boolean | undefined>,
  Same<Schemas['BranchInfo']['default'], boolean | undefined>,
] = [true, true, true, true, true, true];

/** Answers that may carry null, as the server sends them. */
export const nullables: [
  Same<Schemas['JwtPair']['refreshToken'], string | null>,
  null extends VersionCreationResult['version'] ? true : false,
  null extends VersionCreationResult['error'] ? true : false,
  null extends Schemas['AuditLog']['actionFailureDetails'] ? true : false,
  null extends Schemas['RepositorySettings']['password'] ? true : false,
  null extends Schemas['DisabledDeviceProfileProvisionConfiguration']['provisionDeviceSecret'] ? true : false,
  null extends Schemas['PlatformTwoFaSettings']['verificationCodeCheckRateLimit'] ? true : false,
  null extends Schemas['DashboardInfo']['mobileOrder'] ? true : false,
] = [true, true, true, true, true, true, true, true];

/** Ids that are bare uuids on the wire, without an entity type. */
export const bareIds: [
  Same<keyof NonNullable<Schemas['AuditLog']['id']>, 'id'>,
  Same<keyof NonNullable<Schemas['DeviceCredentials']['id']>, 'id'>,
] = [true, true];

/** Bare JSON literals and plain-text answers. */
export const literals: [
  Same<Answer<'/api/dashboard/serverTime', 'get'>, number>,
  Same<Answer<'/api/dashboard/maxDatapointsLimit', 'get'>, number>,
  Same<Answer<'/api/entitiesQuery/count', 'post'>, number>,
  Same<Answer<'/api/edges/enabled', 'get'>, boolean>,
  Same<Answer<'/api/uiSettings/helpBaseUrl', 'get'>, string>,
  Same<Answer<'/api/oauth2/loginProcessingUrl', 'get'>, string>,
  Same<Answer<'/api/alarm/{alarmId}', 'delete'>, boolean>,
] = [true, true, true, true, true, true, true];

/** Query answers: latest values are strings per key type, keys use the singular `attribute`. */
export const queries: [
  Same<Schemas['EntityData']['latest'][string][string]['value'], string>,
  Same<Schemas['EntityKeysResult']['attribute'], string[] | undefined>,
  Same<Schemas['AlarmData']['entityId'], Schemas['EntityId'] | undefined>,
] = [true, true, true];

/** Request bodies the server accepts type-check, wrong ones do not. */
export async function requestsTypeCheck(deviceId: string): Promise<void> {
  await client.POST('/api/device-with-credentials', {
    body: { device: { name: 'Pump' }, credentials: { credentialsType: 'ACCESS_TOKEN', credentialsId: 'token' } },
  });
  await client.POST('/api/device', { params: { query: { accessToken: 'token' } }, body: { name: 'Pump' } });
  await client.POST('/api/deviceProfile', {
    body: { name: 'p', profileData: { provisionConfiguration: { type: 'DISABLED', provisionDeviceSecret: null } } },
  });
  await client.POST('/api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}', {
    params: { path: { entityType: 'DEVICE', entityId: deviceId, scope: 'ANY' } },
    body: [{ ts: 1, values: { temperature: 21.5 } }],
  });
  // @ts-expect-error attributes are written to the server or shared scope only
  await client.POST('/api/plugins/telemetry/{entityType}/{entityId}/attributes/{scope}', { params: { path: { entityType: 'DEVICE', entityId: deviceId, scope: 'CLIENT_SCOPE' } }, body: {} });
  // @ts-expect-error the 3.4.1 widget type lists need isSystem and bundleAlias
  await client.GET('/api/widgetTypes', { params: { query: { bundleAlias: 'cards' } } });
  // @ts-expect-error alarm search statuses are a closed set
  await client.GET('/api/alarms', { params: { query: { pageSize: 10, page: 0, searchStatus: 'OPEN' } } });
  // @ts-expect-error a relation needs both ends
  await client.POST('/api/relation', { body: { from: { entityType: 'DEVICE', id: deviceId }, type: 'Contains' } });
}
