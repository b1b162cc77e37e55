import { mdiAlphaTBox } from '@mdi/js';
import type { PageProps } from '../../routes.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import { registerTenantProfilesLocales } from './i18n/index.js';
import { LimitsTab } from './limits-tab.js';
import { ProfileTab } from './profile-tab.js';
import { QueuesTab } from './queues-tab.js';
import type { TenantProfileRecord } from './tenant-profile.logic.js';
import { loadTenantProfile, saveTenantProfile } from './tenant-profile-api.js';

await registerTenantProfilesLocales();

const TENANT_PROFILE_PAGE: EntityPageConfig<TenantProfileRecord> = {
  entityType: 'TENANT_PROFILE',
  idParam: 'tenantProfileId',
  listPath: '/tenantProfiles',
  icon: mdiAlphaTBox,
  tabs: [],
  load: loadTenantProfile,
  save: saveTenantProfile,
  nameOf: (profile) => profile.name,
  subtitleOf: (profile) => profile.description ?? '',
  fieldsOf: () => [],
  canEdit: (authority) => authority === 'SYS_ADMIN',
  messages: {
    saved: 'tenantprofiles:page.saved',
    readOnly: 'tenantprofiles:page.read-only',
    notFound: 'tenantprofiles:page.not-found',
    notFoundText: 'tenantprofiles:page.not-found-text',
    back: 'tenantprofiles:page.back',
  },
  extraTabs: [
    { id: 'profile', label: 'tenantprofiles:tab.details', render: (context) => <ProfileTab context={context} /> },
    { id: 'limits', label: 'tenantprofiles:tab.limits', render: (context) => <LimitsTab context={context} /> },
    { id: 'queues', label: 'tenantprofiles:tab.queues', render: (context) => <QueuesTab context={context} /> },
  ],
};

/** A tenant profile at its own address for the system administrator: its name, description and rule engine isolation, its limits, and its queues. */
export default function TenantProfileDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={TENANT_PROFILE_PAGE} />;
}
