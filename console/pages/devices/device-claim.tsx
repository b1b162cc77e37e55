import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { mdiLinkVariantOff } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { $auth, client, navigate } from '../../session/session.js';
import { notifySuccess } from '../../shell/notify.js';
import { Callout, PasswordField, TextField } from '../auth/form-controls.js';
import { call } from '../entity-list/api.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { canUnclaim, claimOutcome, claimOutcomeKey, claimPath, type ClaimOutcome } from './device-claim.logic.js';
import { HeaderAction } from './header-action.js';
import { registerDevicesLocales } from './i18n/index.js';

await registerDevicesLocales();

/** Asks whether to unclaim a device, naming it, and unclaims it (`DELETE /api/customer/device/{name}/claim`); answers whether it went (a refusal shows the server's message). */
export async function unclaimDevice(name: string, t: (key: string, options?: Record<string, unknown>) => string): Promise<boolean> {
  const confirmed = await showConfirm({ title: t('devices:claim.unclaim-title', { name }), message: t('devices:claim.unclaim-text', { name }), ok: t('devices:claim.unclaim') });
  if (!confirmed) return false;
  const { ok } = await call('DELETE', claimPath(name));
  if (ok) notifySuccess(t('devices:claim.unclaimed', { name }));
  return ok;
}

/** A customer user's unclaim button on one of its customer's devices; after unclaiming, the device is no longer the user's, so the list opens. */
export function DeviceClaimActions({ device, authority }: { device: { name?: string; customerId?: { id?: string } | null }; authority: Authority | undefined }) {
  const t = useTranslate();
  const auth = useStore($auth);
  if (!canUnclaim(authority, device, auth.authUser?.customerId)) return null;
  const name = device.name ?? '';
  return <HeaderAction icon={mdiLinkVariantOff} label={t('devices:claim.unclaim')} onClick={() => void unclaimDevice(name, t).then((ok) => ok && navigate('/devices'))} />;
}

/**
 * Claiming a device (customer users): its name and the secret key it registered its claim with; SUCCESS
 * closes the dialog with a notice, FAILURE and CLAIMED (console-core §3) and other refusals show inside it.
 */
export function ClaimDeviceDialog({ onClaimed, onClose }: { onClaimed: () => void; onClose: () => void }) {
  const t = useTranslate();
  const formId = useId();
  const [name, setName] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);
  const missing = !name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing) return;
    setBusy(true);
    setOutcome(null);
    const deviceName = name.trim();
    const { data, error, response } = await client
      .with({ ignoreErrors: true })
      .POST('/api/customer/device/{deviceName}/claim', { params: { path: { deviceName } }, body: { secretKey } });
    setBusy(false);
    const result = claimOutcome(response.ok, data ?? error, apiErrorOf(response)?.message ?? response.statusText);
    if (result.kind !== 'claimed') return setOutcome(result);
    notifySuccess(t('devices:claim.claimed', { name: deviceName }));
    onClaimed();
    onClose();
  };

  return (
    <KitDialog open size="sm" closeButton title={t('devices:claim.title')} onDismiss={onClose} actions={<DialogActions formId={formId} label={t('devices:claim.claim')} busy={busy} onCancel={onClose} />}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <p className="text-sm text-text-muted">{t('devices:claim.intro')}</p>
        <TextField label={t('devices:claim.device-name')} value={name} onValueChange={setName} required disabled={busy} dir="auto" error={submitted && missing ? t('devices:claim.name-required') : null} />
        <PasswordField label={t('devices:claim.secret-key')} value={secretKey} onValueChange={setSecretKey} disabled={busy} autoComplete="off" hint={t('devices:claim.secret-key-hint')} />
        {outcome && <Callout>{t(claimOutcomeKey(outcome), outcome.kind === 'refused' ? { message: outcome.message } : {})}</Callout>}
      </form>
    </KitDialog>
  );
}
