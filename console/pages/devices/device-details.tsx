import { useEffect, useState } from 'react';
import { mdiDevices, mdiKeyVariant } from '@mdi/js';
import type { PageProps } from '../../routes.js';
import { client } from '../../session/session.js';
import { useConsoleText } from '../auth/use-text.js';
import { CopyAction } from '../entity-details/copy-action.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import { ENTITY_TABS } from '../entity-details/entity-details.logic.js';
import type { LiveChannel } from '../entity-details/live-channel.js';
import { canCopyAccessToken, DEVICE_FIELDS, deviceSubtitle, type DeviceRecord } from './device-details.logic.js';

/** The device's access token, copied by tenant administrators; disabled while unknown or when its credentials are not a token. */
function AccessTokenCopy({ deviceId }: { deviceId: string }) {
  const t = useConsoleText();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken(null);
    let live = true;
    void client.GET('/api/device/{deviceId}/credentials', { params: { path: { deviceId } } }).then(({ data }) => {
      if (live && data?.credentialsType === 'ACCESS_TOKEN') setToken(data.credentialsId ?? null);
    });
    return () => {
      live = false;
    };
  }, [deviceId]);
  return <CopyAction text={token} label={t('device.copy-access-token')} icon={mdiKeyVariant} />;
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
    return data && { ...device, ...data };
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
  headerActions: (device, authority) => (canCopyAccessToken(authority) && device.id?.id ? <AccessTokenCopy deviceId={device.id.id} /> : null),
};

/** Props of {@link DeviceDetailsPage}: the route's, and the realtime channel (the console client's unless given). */
export type DeviceDetailsPageProps = PageProps & { realtime?: LiveChannel };

/**
 * A device at its own address (console-core §2) on the entity page frame: its fields (name, label, profile,
 * description, gateway flag), attributes, live telemetry, alarms, relations, audit logs and events; tenant
 * administrators also copy its access token. Customer users see it read-only (console-core §6).
 */
export default function DeviceDetailsPage(props: DeviceDetailsPageProps) {
  return <EntityDetailsPage {...props} config={DEVICE_PAGE} />;
}
