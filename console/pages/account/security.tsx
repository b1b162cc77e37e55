import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { TwoFaProviderType } from '../../../sdk/catalogues/two-factor.js';
import { Icon } from '../../../elements/core/icon.js';
import { phoneOf, type ProfileUser } from '../../auth-logic/profile-form.js';
import { providerRows, twoFactorEnabled, type AccountTwoFaSettings, type ProviderRow } from '../../auth-logic/two-factor-setup.js';
import { $auth, client } from '../../session/session.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { Button, Callout, PasswordField } from '../auth/form-controls.js';
import { PROVIDER_ICONS, providerNameKey } from '../auth/mfa.js';
import { notifyError, notifySuccess } from '../../shell/notify.js';
import { PasswordRequirements, useNewPassword } from '../auth/password-requirements.js';
import { useConsoleText } from '../auth/use-text.js';
import { AccountCard, AccountPage, CardSkeleton, LoadFailed } from './account-layout.js';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog.js';

const api = () => client.with({ ignoreErrors: true });

/** Current password, new password and its confirmation, under the server's password policy. */
function ChangePasswordCard() {
  const t = useConsoleText();
  const fields = useNewPassword();
  const [current, setCurrent] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!fields.accept() || !current) return;
    setBusy(true);
    setFailure(null);
    const result = await client.auth.changePassword(current, fields.password, { ignoreErrors: true });
    setBusy(false);
    if (result.kind !== 'success') {
      setFailure(result.kind === 'error' ? result.error.message : t('security.change-password-failed'));
      return;
    }
    setCurrent('');
    fields.reset();
    setSubmitted(false);
    notifySuccess(t('security.password-changed'));
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <AccountCard
        title={t('security.change-password')}
        description={t('security.change-password-description')}
        footer={
          <Button type="submit" variant="primary" disabled={busy}>
            {t('security.change-password')}
          </Button>
        }
      >
        {failure && <Callout>{failure}</Callout>}
        <PasswordField
          label={t('security.current-password')}
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
          error={submitted && !current ? t('login.password-required') : null}
          disabled={busy}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label={t('login.new-password')}
            autoComplete="new-password"
            value={fields.password}
            onValueChange={fields.setPassword}
            error={fields.error}
            aria-describedby="change-password-requirements"
            disabled={busy}
            required
          />
          <PasswordField label={t('login.new-password-again')} autoComplete="new-password" value={fields.confirmation} onValueChange={fields.setConfirmation} disabled={busy} required />
        </div>
        <PasswordRequirements id="change-password-requirements" password={fields.password} policy={fields.policy} />
      </AccountCard>
    </form>
  );
}

/** One provider's line: what it is, its state, and what can be done with it. */
function ProviderLine({ row, busy, onSetUp, onMakeDefault, onRemove }: { row: ProviderRow; busy: boolean; onSetUp: () => void; onMakeDefault: () => void; onRemove: () => void }) {
  const t = useConsoleText();
  const name = t(providerNameKey(row.type));
  const description = t(`security.2fa.describe.${row.type.toLowerCase().replace('_', '-')}`);
  const detail = !row.configured ? description : row.type === 'BACKUP_CODE' ? t('security.2fa.codes-left', { left: row.codesLeft ?? 0 }) : (row.contact ?? description);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${row.configured ? 'bg-success-soft text-success' : 'bg-surface-sunken text-text-muted'}`}>
          <Icon path={PROVIDER_ICONS[row.type]} size={20} />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-base font-medium text-text">
            {name}
            {row.isDefault && <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">{t('security.2fa.default')}</span>}
            {row.configured && !row.isDefault && <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">{t('security.2fa.enabled')}</span>}
          </p>
          <p className="text-sm break-words text-text-muted" dir={row.contact && row.configured ? 'auto' : undefined}>
            {detail}
          </p>
          {!row.configured && !row.canSetUp && <p className="mt-1 text-sm text-text-muted">{t('security.2fa.backup-codes-need-another')}</p>}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 ps-12 sm:ps-0">
        {!row.configured && (
          <Button disabled={busy || !row.canSetUp} onClick={onSetUp} aria-label={t('security.2fa.set-up-provider', { provider: name })}>
            {t('security.2fa.set-up')}
          </Button>
        )}
        {row.canMakeDefault && (
          <Button variant="quiet" disabled={busy} onClick={onMakeDefault} aria-label={t('security.2fa.make-default-provider', { provider: name })}>
            {t('security.2fa.make-default')}
          </Button>
        )}
        {row.configured && (
          <Button variant="danger" disabled={busy} onClick={onRemove} aria-label={t('security.2fa.remove-provider', { provider: name })}>
            {t('security.2fa.remove')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The account's second factors: only the providers the platform enables, each set up, made default or removed here. */
function TwoFactorCard() {
  const t = useConsoleText();
  const auth = useStore($auth);
  const user = (auth.userDetails ?? {}) as ProfileUser;
  const [enabled, setEnabled] = useState<string[] | null>(null);
  const [settings, setSettings] = useState<AccountTwoFaSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [setUp, setSetUp] = useState<TwoFaProviderType | null>(null);

  const load = useCallback(async () => {
    setLoadFailed(false);
    const [providers, account] = await Promise.all([api().GET('/api/2fa/providers'), api().GET('/api/2fa/account/settings')]);
    if (!providers.response.ok || !account.response.ok) {
      setLoadFailed(true);
      return;
    }
    setEnabled((providers.data ?? []) as string[]);
    setSettings((account.data ?? null) as AccountTwoFaSettings | null);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const update = async (call: Promise<{ data?: unknown; error?: unknown }>, doneKey: string) => {
    setBusy(true);
    const { data, error } = await call;
    setBusy(false);
    if (data) {
      setSettings(data as AccountTwoFaSettings);
      notifySuccess(t(doneKey));
    } else notifyError((error as { message?: string } | undefined)?.message ?? t('security.2fa.update-failed'));
  };
  const makeDefault = (providerType: TwoFaProviderType) =>
    void update(api().PUT('/api/2fa/account/config', { params: { query: { providerType } }, body: { useByDefault: true } }), 'security.2fa.default-changed');
  const remove = async (providerType: TwoFaProviderType) => {
    const name = t(providerNameKey(providerType));
    const confirmed = await showConfirm({ title: t('security.2fa.remove-title', { provider: name }), message: t('security.2fa.remove-text'), ok: t('security.2fa.remove') });
    if (confirmed) void update(api().DELETE('/api/2fa/account/config', { params: { query: { providerType } } }), 'security.2fa.provider-removed');
  };

  const rows = enabled ? providerRows(enabled, settings) : [];
  const on = twoFactorEnabled(settings);
  return (
    <AccountCard
      title={t('security.2fa.title')}
      description={t('security.2fa.description')}
      aside={
        enabled && rows.length > 0 ? (
          <span className={`rounded-full px-2.5 py-1 text-xs font-medium ${on ? 'bg-success-soft text-success' : 'bg-surface-sunken text-text-muted'}`}>
            {on ? t('security.2fa.status-on') : t('security.2fa.status-off')}
          </span>
        ) : undefined
      }
    >
      {loadFailed ? (
        <LoadFailed message={t('security.2fa.load-failed')} onRetry={() => void load()} />
      ) : !enabled ? (
        <CardSkeleton label={t('app.loading')} rows={2} />
      ) : rows.length === 0 ? (
        <p className="rounded-control bg-surface-sunken px-4 py-3 text-base text-text-muted">{t('security.2fa.not-available')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {rows.map((row) => (
            <ProviderLine
              key={row.type}
              row={row}
              busy={busy}
              onSetUp={() => setSetUp(row.type)}
              onMakeDefault={() => makeDefault(row.type)}
              onRemove={() => void remove(row.type)}
            />
          ))}
        </ul>
      )}
      <TwoFactorSetupDialog
        type={setUp}
        email={String(user.email ?? auth.authUser?.sub ?? '')}
        phone={phoneOf(user)}
        onClose={() => setSetUp(null)}
        onSaved={(next) => {
          const name = setUp ? t(providerNameKey(setUp)) : '';
          setSetUp(null);
          setSettings(next);
          notifySuccess(t('security.2fa.provider-enabled', { provider: name }));
        }}
      />
    </AccountCard>
  );
}

/** The security page: change the password and manage two-factor authentication. */
export default function SecurityPage() {
  const t = useConsoleText();
  return (
    <AccountPage title={t('security.security')} description={t('security.description')}>
      <ChangePasswordCard />
      <TwoFactorCard />
    </AccountPage>
  );
}
