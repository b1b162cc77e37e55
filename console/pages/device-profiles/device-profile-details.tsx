import { mdiAlphaDBox } from '@mdi/js';
import type { PageProps } from '../../routes.js';
import { AuditTab } from '../entity-details/audit-tab.js';
import { EntityDetailsPage, type EntityPageConfig, type ExtraTab } from '../entity-details/entity-details-page.js';
import { canEditEntity } from '../entity-details/entity-details.logic.js';
import { AlarmRulesTab } from './alarm-rules-tab.js';
import type { DeviceProfileRecord } from './device-profile.logic.js';
import { registerProfilesLocales } from './i18n/index.js';
import { OtaTab } from './ota-tab.js';
import { loadProfile, saveProfile } from './profile-api.js';
import { ProfileDetailsTab } from './profile-details-tab.js';
import { ProvisioningTab } from './provisioning-tab.js';
import { TransportTab } from './transport-tab.js';

await registerProfilesLocales();

/** The sections of a device profile, each its own tab saving the whole profile; the audit logs last. */
const PROFILE_TABS: readonly ExtraTab<DeviceProfileRecord>[] = [
  { id: 'profile', label: 'profiles:tab.details', render: (context) => <ProfileDetailsTab context={context} editable={canEditEntity(context.authority)} /> },
  { id: 'alarm-rules', label: 'profiles:tab.alarms', render: (context) => <AlarmRulesTab context={context} editable={canEditEntity(context.authority)} /> },
  { id: 'ota', label: 'profiles:tab.ota', render: (context) => <OtaTab context={context} editable={canEditEntity(context.authority)} /> },
  { id: 'provisioning', label: 'profiles:tab.provisioning', render: (context) => <ProvisioningTab context={context} editable={canEditEntity(context.authority)} /> },
  { id: 'transport', label: 'profiles:tab.transport', render: (context) => <TransportTab context={context} editable={canEditEntity(context.authority)} /> },
  { id: 'history', label: 'console:audit-log.audit-logs', visible: canEditEntity, render: ({ entity }) => <AuditTab entity={entity} /> },
];

const DEVICE_PROFILE_PAGE: EntityPageConfig<DeviceProfileRecord> = {
  entityType: 'DEVICE_PROFILE',
  idParam: 'deviceProfileId',
  listPath: '/deviceProfiles',
  icon: mdiAlphaDBox,
  tabs: [],
  load: loadProfile,
  save: saveProfile,
  nameOf: (profile) => profile.name,
  subtitleOf: (profile) => profile.description ?? '',
  fieldsOf: () => [],
  messages: { saved: 'profiles:section.saved', readOnly: 'profiles:section.read-only', notFound: 'profiles:page.not-found', notFoundText: 'profiles:page.not-found-text', back: 'profiles:page.back' },
  extraTabs: PROFILE_TABS,
};

/** A device profile at its own address: details, alarm rules, firmware and software, provisioning, transport and audit logs. */
export default function DeviceProfileDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={DEVICE_PROFILE_PAGE} />;
}
