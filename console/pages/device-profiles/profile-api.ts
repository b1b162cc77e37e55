import type { LoadAnswer } from '../entity-details/entity-details-page.js';
import { client } from '../../session/session.js';
import type { DeviceProfileRecord } from './device-profile.logic.js';

/** Loads a device profile (errors left to the page). */
export async function loadProfile(deviceProfileId: string): Promise<LoadAnswer<DeviceProfileRecord>> {
  const answer = await client.with({ ignoreErrors: true }).GET('/api/deviceProfile/{deviceProfileId}', { params: { path: { deviceProfileId } } });
  return answer as unknown as LoadAnswer<DeviceProfileRecord>;
}

/** Saves the whole profile with `POST /api/deviceProfile`; resolves the saved profile, or undefined when the server refused (the client has shown why). */
export async function saveProfile(profile: DeviceProfileRecord): Promise<DeviceProfileRecord | undefined> {
  const { data } = await client.POST('/api/deviceProfile', { body: profile as never });
  return data as unknown as DeviceProfileRecord | undefined;
}

/** How many devices of the profile have no package of their own of a type, and so would get the profile's (null when the count failed). */
export async function devicesWithoutPackage(type: 'FIRMWARE' | 'SOFTWARE', deviceProfileId: string): Promise<number | null> {
  const { data } = await client.GET('/api/devices/count/{otaPackageType}/{deviceProfileId}', { params: { path: { otaPackageType: type, deviceProfileId } } });
  return typeof data === 'number' ? data : null;
}
