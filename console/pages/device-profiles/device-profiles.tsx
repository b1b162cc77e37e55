import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { ProfileListPage } from '../entity-list/profile-list-page.js';
import { DEVICE_PROFILE_COLUMNS, DEVICE_PROFILES_PATH } from './device-profiles.logic.js';

/** The device profiles list of a tenant administrator: make one the default, delete the others. */
export default function DeviceProfilesPage({ route }: PageProps) {
  const t = useTranslate();
  return <ProfileListPage title={t(`console:${route.title ?? 'device-profile.device-profiles'}`)} path={DEVICE_PROFILES_PATH} columns={DEVICE_PROFILE_COLUMNS} segment="deviceProfile" messages="device-profiles" />;
}
