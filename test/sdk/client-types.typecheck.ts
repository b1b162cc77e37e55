// Compile-time checks of the typed client, verified by `tsc --noEmit`; never run.
import { unwrap, type ApiPaths, type CallScope, type TbClient, type VcClient } from '../../sdk/index.js';
import type { OtaClient } from '../../sdk/ota.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Device = ApiPaths['/api/device/{deviceId}']['get']['responses'][200]['content']['application/json'];

declare const client: TbClient;
declare const quiet: CallScope;

export async function wrongCallsDoNotCompile(): Promise<void> {
  // @ts-expect-error unknown path
  await client.GET('/api/no/such/path', {});
  // @ts-expect-error path parameter with a wrong name
  await client.GET('/api/device/{deviceId}', { params: { path: { id: 'd1' } } });
  // @ts-expect-error path parameter missing
  await client.GET('/api/device/{deviceId}', { params: {} });
  // @ts-expect-error body without the required device name
  await client.POST('/api/device', { body: { type: 'default' } });
  // @ts-expect-error body of the wrong shape
  await client.POST('/api/device', { body: { name: 42 } });
  // @ts-expect-error query value of the wrong type
  await client.GET('/api/tenant/deviceInfos', { params: { query: { pageSize: 'ten', page: 0 } } });
  // @ts-expect-error required query parameter missing
  await client.GET('/api/tenant/deviceInfos', { params: { query: { pageSize: 10 } } });
  // @ts-expect-error method the path does not have
  await client.PUT('/api/tenant/deviceInfos', {});
  // @ts-expect-error scoped calls are checked the same way
  await quiet.GET('/api/no/such/path', {});
}

export async function answersAreTyped(): Promise<void> {
  const device = await client.GET('/api/device/{deviceId}', { params: { path: { deviceId: 'd1' } } });
  const sameAsSchema: Same<NonNullable<typeof device.data>, Device> = true;
  // @ts-expect-error the answer is not a page of devices
  const notAPage: Same<NonNullable<typeof device.data>, { data: Device[] }> = true;
  const name: string | undefined = device.data?.name;
  // @ts-expect-error the answer is a device, not a number
  const wrong: number | undefined = device.data;

  const page = await unwrap(client.GET('/api/tenant/deviceInfos', { params: { query: { pageSize: 10, page: 0 } } }));
  const firstName: string | undefined = page.data?.[0]?.name;
  const hasNext: boolean | undefined = page.hasNext;

  const saved = await quiet.POST('/api/device', { body: { name: 'Pump', type: 'default' } });
  const savedName: string | undefined = saved.data?.name;

  void [sameAsSchema, notAPage, name, wrong, firstName, hasNext, savedName];
}

export async function authResultsAreDiscriminated(): Promise<void> {
  const result = await client.auth.login({ username: 'tenant@thingsboard.org', password: 'tenant' });
  if (result.kind === 'credentials-expired') {
    const resetToken: string = result.resetToken;
    void resetToken;
  }
  if (result.kind === 'success' || result.kind === 'mfa-required') {
    const authority: string = result.user.authority;
    void authority;
  }
  // @ts-expect-error the reset token exists only on credentials-expired results
  void result.resetToken;
  // @ts-expect-error provider types are a closed set
  await client.auth.sendVerificationCode('PIGEON');
  const token: string | null = await client.auth.getAccessToken();
  const inFlight: number = client.$requestsInFlight.get();
  client.on('session-expired', (event) => {
    const key: 'access.refresh-token-failed' | 'access.refresh-token-expired' = event.messageKey;
    void key;
  });
  // @ts-expect-error unknown event
  client.on('logout', () => undefined);
  void [token, inFlight];
}

export function helpersTakeTheClient(): void {
  const forVersionControl: VcClient = client;
  const forOtaUploads: OtaClient = client.with({ ignoreLoading: true });
  void [forVersionControl, forOtaUploads];
}
