import { useState } from 'react';
import { mdiDevices, mdiKeyVariant, mdiLanConnect, mdiShieldKeyOutline } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import type { PageProps } from '../../routes.js';
import { client } from '../../session/session.js';
import { useConsoleText } from '../auth/use-text.js';
import { CopyAction } from '../entity-details/copy-action.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import { ENTITY_TABS } from '../entity-details/entity-details.logic.js';
import type { LiveChannel } from '../entity-details/live-channel.js';
import { HeaderAction } from './header-action.js';
import { CheckConnectivityDialog } from './check-connectivity.js';
import { DeviceClaimActions } from './device-claim.js';
import { DeviceCredentialsDialog } from './device-credentials-dialog.js';
import { DeviceProfileFields } from './device-profile-fields.js';
import { canCopyAccessToken, DEVICE_FIELDS, DEVICE_PROFILE_PART, deviceSubtitle, type DeviceRecord } from './device-details.logic.js';
import { useDeviceCredentials } from './use-device-credentials.js';

/**
 * The tenant administrator's device actions: copy the access token (disabled while unknown or when the
 * credentials are not a token), manage the credentials, and check connectivity with the device's commands.
 */
function CredentialsActions({ device }: { device: { id: string; name: string } }) {
  const t = useConsoleText();
  const text = useTranslate();
  const { loaded, replace } = useDeviceCredentials(device.id);
  const [open, setOpen] = useState<'credentials' | 'connectivity' | null>(null);
  const credentials = loaded.state === 'ready' ? loaded.credentials : null;
  const token = credentials?.credentialsType === 'ACCESS_TOKEN' ? (credentials.credentialsId ?? null) : null;
  return (
    <>
      <CopyAction text={token} label={t('device.copy-access-token')} icon={mdiKeyVariant} />
      <HeaderAction icon={mdiShieldKeyOutline} label={text('devices:credentials.manage')} onClick={() => setOpen('credentials')} />
      {credentials && <HeaderAction icon={mdiLanConnect} label={text('devices:connectivity.check')} onClick={() => setOpen('connectivity')} />}
      {open === 'credentials' && <DeviceCredentialsDialog device={device} onSaved={replace} onClose={() => setOpen(null)} />}
      {open === 'connectivity' && credentials && <CheckConnectivityDialog name={device.name} credentials={credentials} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The header buttons of a role: the credentials actions for tenant administrators, unclaim for customer users. */
function headerActions(device: DeviceRecord, authority: Authority | undefined) {
  const id = device.id?.id;
  if (!id) return null;
  if (canCopyAccessToken(authority)) return <CredentialsActions device={{ id, name: device.name ?? '' }} />;
  return <DeviceClaimActions device={device} authority={authority} />;
}

const DEVICE_PAGE: EntityPageConfig<DeviceRecord> = {
  entityType: 'DEVICE',
  idParam: 'deviceId',
  listPath: '/devices',
  icon: mdiDevices,
  tabs: ENTITY_TABS,
  load: (deviceId) => client.with({ ignoreErrors: true }).GET('/api/device/info/{deviceId}', { params: { path: { deviceId } } }),
  save: async (device) => {
    const { data } = await client.POST('/api/device', { body: device });
    if (!data?.id) return data && { ...device, ...data };
    // The saved device names no profile: the info read again carries the name of the profile now set.
    const info = await client.with({ ignoreErrors: true }).GET('/api/device/info/{deviceId}', { params: { path: { deviceId: data.id.id } } });
    return info.data ?? { ...device, ...data };
  },
  nameOf: (device) => device.name ?? '',
  subtitleOf: deviceSubtitle,
  fieldsOf: () => DEVICE_FIELDS,
  messages: {
    saved: 'device.saved',
    readOnly: 'device.read-only',
    copyId: 'device.copy-id',
    notFound: 'device.not-found',
    notFoundText: 'device.not-found-text',
    back: 'device.back-to-devices',
    loadFailed: 'device.load-failed',
  },
  headerActions,
  editors: { [DEVICE_PROFILE_PART]: DeviceProfileFields },
};

/** Props of {@link DeviceDetailsPage}: the route's, and the realtime channel (the console client's unless given). */
export type DeviceDetailsPageProps = PageProps & { realtime?: LiveChannel };

/**
 * A device at its own address (console-core §2) on the entity page frame: its fields (name, label, profile with
 * its firmware and software, description, gateway flag), attributes, live telemetry, alarms, relations, audit logs and events; tenant
 * administrators also copy its access token, change its credentials and check its connectivity; customer
 * users see it read-only and may unclaim it (console-core §4, §6).
 */
export default function DeviceDetailsPage(props: DeviceDetailsPageProps) {
  return <EntityDetailsPage {...props} config={DEVICE_PAGE} />;
}
