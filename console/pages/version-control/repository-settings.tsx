import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { FileInput } from '../../../elements/file-input/file-input.js';
import type { PageProps } from '../../routes.js';
import { notifySuccess } from '../../shell/notify.js';
import { AccountCard, AccountPage, CardSkeleton } from '../account/account-layout.js';
import { Button, Callout, PasswordField, SelectField, TextField } from '../auth/form-controls.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import {
  REPOSITORY_AUTH_METHODS, repositoryFormErrors, repositoryFormOf, repositorySettingsOf, type RepositoryAuthMethod, type RepositoryField, type RepositoryForm, type RepositorySettings,
} from './repository-settings.logic.js';
import { checkRepositoryAccess, deleteRepositorySettings, loadRepositorySettings, saveRepositorySettings } from './vc-api.js';
import { LoadFailedNotice } from './vc-parts.js';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; saved: RepositorySettings | null };

/** The tenant administrator's repository settings: URI, default branch, sign-in by password or private key; check access, save, delete. */
export default function RepositorySettingsPage({ route }: PageProps) {
  const t = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [form, setForm] = useState<RepositoryForm>(() => repositoryFormOf(null));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    void loadRepositorySettings().then((answer) => {
      if (!live) return;
      if (answer.state === 'failed') return setLoaded({ state: 'failed' });
      const saved = answer.state === 'found' ? answer.settings : null;
      setLoaded({ state: 'ready', saved });
      setForm(repositoryFormOf(saved));
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const saved = loaded.state === 'ready' ? loaded.saved : null;
  const errors = repositoryFormErrors(form, saved);
  const valid = Object.keys(errors).length === 0;
  const set = <K extends RepositoryField>(field: K, value: RepositoryForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const errorOf = (field: RepositoryField) => (submitted && errors[field] ? t(errors[field]) : null);
  const keptHint = saved ? t('vc:repository.secret-kept') : undefined;

  const run = async (action: () => Promise<void>) => {
    setSubmitted(true);
    if (!valid) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await saveRepositorySettings(repositorySettingsOf(form));
      if (!answer) return;
      setLoaded({ state: 'ready', saved: answer });
      setForm(repositoryFormOf(answer));
      setSubmitted(false);
      notifySuccess(t('vc:repository.saved'));
    });
  };
  const check = () =>
    void run(async () => {
      if (await checkRepositoryAccess(repositorySettingsOf(form))) notifySuccess(t('vc:repository.access-ok'));
    });
  const remove = async () => {
    if (!(await showConfirm({ title: t('vc:repository.delete-title'), message: t('vc:repository.delete-text'), ok: t('vc:repository.delete') }))) return;
    setBusy(true);
    const ok = await deleteRepositorySettings();
    setBusy(false);
    if (!ok) return;
    setLoaded({ state: 'ready', saved: null });
    setForm(repositoryFormOf(null));
    setSubmitted(false);
    notifySuccess(t('vc:repository.deleted'));
  };

  return (
    <AccountPage title={t(`console:${route.title ?? 'admin.repository-settings'}`)} description={t('vc:repository.description')}>
      {loaded.state === 'failed' ? (
        <LoadFailedNotice onRetry={() => setAttempt((n) => n + 1)} />
      ) : loaded.state === 'loading' ? (
        <AccountCard title={t('vc:repository.connection')}>
          <CardSkeleton label={t('console:app.loading')} rows={2} />
        </AccountCard>
      ) : (
        <form noValidate onSubmit={save} className="flex flex-col gap-6">
          <AccountCard title={t('vc:repository.connection')}>
            <TextField
              label={t('vc:repository.uri')}
              value={form.repositoryUri}
              onValueChange={(v) => set('repositoryUri', v)}
              required
              requiredMark
              dir="ltr"
              spellCheck={false}
              disabled={busy}
              error={errorOf('repositoryUri')}
              hint={t('vc:repository.uri-hint')}
            />
            <TextField
              label={t('vc:repository.default-branch')}
              value={form.defaultBranch}
              onValueChange={(v) => set('defaultBranch', v)}
              dir="ltr"
              spellCheck={false}
              disabled={busy}
              error={errorOf('defaultBranch')}
              hint={t('vc:repository.default-branch-hint')}
            />
          </AccountCard>
          <AccountCard title={t('vc:repository.authentication')}>
            <SelectField
              label={t('vc:repository.auth-method')}
              value={form.authMethod}
              disabled={busy}
              onValueChange={(v) => set('authMethod', v as RepositoryAuthMethod)}
              options={REPOSITORY_AUTH_METHODS.map((method) => ({ value: method, label: t(`vc:repository.${method}`) }))}
            />
            {form.authMethod === 'USERNAME_PASSWORD' ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t('vc:repository.username')} value={form.username} onValueChange={(v) => set('username', v)} autoComplete="off" dir="ltr" disabled={busy} error={errorOf('username')} />
                <PasswordField label={t('vc:repository.password')} value={form.password} onValueChange={(v) => set('password', v)} autoComplete="new-password" disabled={busy} hint={keptHint} />
              </div>
            ) : (
              <div className="flex flex-col gap-4">
                <FileInput
                  label={t('vc:repository.private-key-file')}
                  disabled={busy}
                  onChange={({ name, content }) => setForm((f) => ({ ...f, privateKeyFileName: name ?? '', privateKey: content ?? '' }))}
                />
                <TextAreaField
                  label={t('vc:repository.private-key')}
                  value={form.privateKey}
                  onValueChange={(v) => set('privateKey', v)}
                  code
                  rows={4}
                  dir="ltr"
                  spellCheck={false}
                  requiredMark
                  disabled={busy}
                  error={errorOf('privateKey')}
                  hint={form.privateKeyFileName ? `${t('vc:repository.private-key-chosen', { name: form.privateKeyFileName })} ${keptHint ?? ''}` : t('vc:repository.private-key-hint')}
                />
                <PasswordField label={t('vc:repository.passphrase')} value={form.privateKeyPassword} onValueChange={(v) => set('privateKeyPassword', v)} autoComplete="new-password" disabled={busy} hint={keptHint} />
              </div>
            )}
          </AccountCard>
          {submitted && !valid && <Callout>{t('vc:repository.invalid')}</Callout>}
          <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:items-center">
            {saved && (
              <Button variant="danger" disabled={busy} onClick={() => void remove()}>
                {t('vc:repository.delete')}
              </Button>
            )}
            <div className="flex flex-col-reverse gap-2.5 sm:ms-auto sm:flex-row">
              <Button disabled={busy} onClick={check}>
                {t('vc:repository.check-access')}
              </Button>
              <Button type="submit" variant="primary" disabled={busy}>
                {t('vc:repository.save')}
              </Button>
            </div>
          </div>
        </form>
      )}
    </AccountPage>
  );
}
