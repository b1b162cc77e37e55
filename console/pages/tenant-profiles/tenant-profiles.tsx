import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { ProfileListPage } from '../entity-list/profile-list-page.js';
import { PROFILE_COLUMNS, TENANT_PROFILES_PATH } from './tenant-profiles.logic.js';

/** The tenant profiles list of a system administrator: make one the default, delete the others. */
export default function TenantProfilesPage({ route }: PageProps) {
  const t = useTranslate();
  return <ProfileListPage title={t(`console:${route.title ?? 'tenant-profile.tenant-profiles'}`)} path={TENANT_PROFILES_PATH} columns={PROFILE_COLUMNS} segment="tenantProfile" messages="tenant-profiles" />;
}
