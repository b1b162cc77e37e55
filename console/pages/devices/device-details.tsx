import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiCheck, mdiContentCopy, mdiDevices, mdiKeyVariant } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { startCopyFeedback, writeClipboard } from '../../../elements/copy-button/copy-button.logic.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import type { PageProps } from '../../routes.js';
import { $auth, client, navigate } from '../../session/session.js';
import { usePageName } from '../../shell/page-name.js';
import { useConsoleText } from '../auth/use-text.js';
import { AlarmsTab } from '../entity-details/alarms-tab.js';
import { alarmFilterFromSearch, canActOnAlarms, DEFAULT_ALARM_FILTER } from '../entity-details/alarms.logic.js';
import { AttributesTab } from '../entity-details/attributes-tab.js';
import { DetailsProblem, DetailsSkeleton } from '../entity-details/details-states.js';
import { canDeleteTelemetry, canEditEntity, canEditScope, detailsAddress, scopeFromSearch, tabFromSearch, type AttributeScope } from '../entity-details/entity-details.logic.js';
import type { DetailsEntity, LiveChannel } from '../entity-details/live-channel.js';
import { TabPanel, Tabs } from '../entity-details/tabs.js';
import { TelemetryTab } from '../entity-details/telemetry-tab.js';
import { DeviceDetailsForm } from './device-details-form.js';
import { canCopyAccessToken, DEVICE_TABS, deviceLoadFailure, type DeviceRecord, type DeviceTab } from './device-details.logic.js';
import { devicePath } from './devices.logic.js';

const TAB_KEYS: Readonly<Record<DeviceTab, string>> = {
  details: 'device.tab-details',
  attributes: 'attribute.attributes',
  telemetry: 'telemetry.latest-telemetry',
  alarms: 'alarm.alarms',
};

type Loaded = { state: 'loading' } | { state: 'ready'; device: DeviceRecord } | { state: 'not-found' } | { state: 'error'; message: string };

/** A button copying a text, saying so for a moment after it did. */
function CopyAction({ text, label, icon }: { text: string | null; label: string; icon: string }) {
  const t = useConsoleText();
  const [copied, setCopied] = useState(false);
  const [cancel, setCancel] = useState<(() => void) | null>(null);
  useEffect(() => () => cancel?.(), [cancel]);
  const copy = async () => {
    if (!text || !(await writeClipboard(text))) return;
    cancel?.();
    setCancel(() => startCopyFeedback(setCopied));
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      disabled={!text}
      aria-live="polite"
      className="inline-flex h-control items-center gap-1.5 rounded-control border border-border bg-surface px-3 text-sm font-medium text-text transition-colors duration-fast hover:bg-surface-hover disabled:cursor-not-allowed disabled:opacity-50 sm:text-base"
    >
      <Icon path={copied ? mdiCheck : icon} size={18} className={copied ? 'text-success' : 'text-text-muted'} />
      {copied ? t('kit:action.copied') : label}
    </button>
  );
}

/** The device's access token for tenant administrators, or null while unknown or when its credentials are not a token. */
function useAccessToken(deviceId: string, enabled: boolean): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken(null);
    if (!enabled) return;
    let live = true;
    void client.GET('/api/device/{deviceId}/credentials', { params: { path: { deviceId } } }).then(({ data }) => {
      if (live && data?.credentialsType === 'ACCESS_TOKEN') setToken(data.credentialsId ?? null);
    });
    return () => {
      live = false;
    };
  }, [deviceId, enabled]);
  return token;
}

/** Props of {@link DeviceDetailsPage}: the route's, and the realtime channel (the console client's unless given). */
export type DeviceDetailsPageProps = PageProps & { realtime?: LiveChannel };

/**
 * A device at its own address (console-core §2): its name, copy buttons for the id and (tenant only) the
 * access token, and tabs for details, attributes by scope, live latest telemetry and alarms, the tab (and
 * the alarm status filter) kept in the address. Customer users see details, attributes and telemetry
 * read-only (console-core §6) but acknowledge and clear the alarms they see.
 */
export default function DeviceDetailsPage({ params, search, realtime = client.realtime }: DeviceDetailsPageProps) {
  const t = useConsoleText();
  const auth = useStore($auth);
  const authority = auth.authUser?.authority;
  const deviceId = params.deviceId ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const token = useAccessToken(deviceId, canCopyAccessToken(authority));
  const tab = tabFromSearch(search, DEVICE_TABS);
  const scope = scopeFromSearch(search);
  const here = devicePath(deviceId);

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    const { data, response } = await client.with({ ignoreErrors: true }).GET('/api/device/info/{deviceId}', { params: { path: { deviceId } } });
    if (data) setLoaded({ state: 'ready', device: data });
    else if (deviceLoadFailure(response.status) === 'not-found') setLoaded({ state: 'not-found' });
    else setLoaded({ state: 'error', message: apiErrorOf(response)?.message ?? response.statusText });
  }, [deviceId]);
  useEffect(() => {
    void load();
  }, [load]);

  const device = loaded.state === 'ready' ? loaded.device : null;
  const deviceName = device?.name;
  const entity = useMemo<DetailsEntity | null>(() => (deviceName === undefined ? null : { entityType: 'DEVICE', id: deviceId, name: deviceName }), [deviceId, deviceName]);
  usePageName(here, deviceName);

  if (loaded.state === 'loading') return <DetailsSkeleton label={t('app.loading')} />;
  if (loaded.state === 'not-found') {
    return <DetailsProblem kind="not-found" title={t('device.not-found')} text={t('device.not-found-text')} action={{ label: t('device.back-to-devices'), onClick: () => navigate('/devices') }} />;
  }
  if (loaded.state === 'error' || !device || !entity) {
    const message = loaded.state === 'error' ? loaded.message : '';
    return <DetailsProblem kind="error" title={t('device.load-failed')} text={message} action={{ label: t('shell.retry'), onClick: () => void load() }} />;
  }

  const open = (changes: Record<string, string | undefined>) => navigate(detailsAddress(here, search, changes), { replace: true });
  const subtitle = [device.deviceProfileName, device.label].filter(Boolean).join(' · ');
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-border bg-surface px-4 py-4 sm:px-6">
        <span aria-hidden="true" className="hidden size-11 shrink-0 items-center justify-center rounded-card bg-accent-soft text-accent sm:flex">
          <Icon path={mdiDevices} size={24} />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <h1 dir="auto" className="truncate text-lg font-semibold text-text">
            {device.name}
          </h1>
          {subtitle && (
            <p dir="auto" className="truncate text-sm text-text-muted">
              {subtitle}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <CopyAction text={deviceId} label={t('device.copy-id')} icon={mdiContentCopy} />
          {canCopyAccessToken(authority) && <CopyAction text={token} label={t('device.copy-access-token')} icon={mdiKeyVariant} />}
        </div>
      </header>
      <div className="bg-surface">
        <Tabs
          idPrefix="device"
          label={t('device.sections')}
          tabs={DEVICE_TABS.map((id) => ({ id, label: t(TAB_KEYS[id]) }))}
          selected={tab}
          onSelect={(id) => open({ tab: id === DEVICE_TABS[0] ? undefined : id })}
        />
      </div>
      <TabPanel idPrefix="device" id={tab}>
        {tab === 'details' && <DeviceDetailsForm key={device.id?.id} device={device} editable={canEditEntity(authority)} onSaved={(next) => setLoaded({ state: 'ready', device: next })} />}
        {tab === 'attributes' && (
          <AttributesTab
            entity={entity}
            scope={scope}
            onScope={(next: AttributeScope) => open({ scope: next === 'SERVER_SCOPE' ? undefined : next })}
            canEdit={(s) => canEditScope(authority, s)}
            realtime={realtime}
          />
        )}
        {tab === 'telemetry' && <TelemetryTab entity={entity} canDelete={canDeleteTelemetry(authority)} realtime={realtime} />}
        {tab === 'alarms' && (
          <AlarmsTab
            entity={entity}
            filter={alarmFilterFromSearch(search)}
            onFilter={(next) => open({ status: next === DEFAULT_ALARM_FILTER ? undefined : next })}
            canAct={canActOnAlarms(authority)}
          />
        )}
      </TabPanel>
    </div>
  );
}
