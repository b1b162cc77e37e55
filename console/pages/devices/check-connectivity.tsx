import { mdiContentCopy } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { Button, Callout } from '../auth/form-controls.js';
import { CopyAction } from '../entity-details/copy-action.js';
import { connectivityCommands, MQTT_PORT } from './check-connectivity.logic.js';
import { credentialsTypeLabel, type DeviceCredentials } from './device-credentials.logic.js';
import { registerDevicesLocales } from './i18n/index.js';

await registerDevicesLocales();

/** Props of {@link CheckConnectivityDialog}. */
export interface CheckConnectivityDialogProps {
  /** Name of the device, in the title. */
  name: string;
  /** The device's credentials, whose token or MQTT identity the commands carry. */
  credentials: DeviceCredentials;
  /** The server the device talks to; default this page's address. */
  server?: { origin: string; hostname: string };
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** One command under its heading, as selectable text, with a button copying it. */
function Command({ heading, command, copyLabel }: { heading: string; command: string; copyLabel: string }) {
  return (
    <section className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-text">{heading}</h3>
        <CopyAction text={command} label={copyLabel} icon={mdiContentCopy} />
      </div>
      <pre dir="ltr" tabIndex={0} className="overflow-x-auto rounded-control border border-border bg-surface-sunken px-3 py-2.5 font-mono text-sm wrap-anywhere whitespace-pre-wrap text-text">
        {command}
      </pre>
    </section>
  );
}

/**
 * 'Check connectivity': the curl (HTTP) and mosquitto_pub (MQTT) commands that send a reading as the device,
 * built from its access token (or its MQTT basic identity) and this server's host, each with a copy button.
 * The token only appears in the command text; nothing is requested with it.
 */
export function CheckConnectivityDialog({ name, credentials, server = window.location, onClose }: CheckConnectivityDialogProps) {
  const t = useTranslate();
  const commands = connectivityCommands(credentials, server);
  const type = t(credentialsTypeLabel(credentials.credentialsType));
  return (
    <KitDialog open closeButton size="lg" title={t('devices:connectivity.title', { name })} onDismiss={onClose} actions={<Button onClick={onClose}>{t('kit:action.close')}</Button>}>
      <div className="flex flex-col gap-5 pb-2">
        {commands.mqtt ? <p className="text-sm text-text-muted">{t('devices:connectivity.intro')}</p> : <Callout tone="info">{t('devices:connectivity.no-commands', { type })}</Callout>}
        {commands.http && <Command heading={t('devices:connectivity.http')} command={commands.http} copyLabel={t('devices:connectivity.copy-http')} />}
        {commands.mqtt && !commands.http && <Callout tone="info">{t('devices:connectivity.http-needs-token', { type })}</Callout>}
        {commands.mqtt && <Command heading={t('devices:connectivity.mqtt', { port: MQTT_PORT })} command={commands.mqtt} copyLabel={t('devices:connectivity.copy-mqtt')} />}
      </div>
    </KitDialog>
  );
}
