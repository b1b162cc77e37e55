import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { notifySuccess } from '../../shell/notify.js';
import { AccountPage, CardSkeleton, LoadFailed } from '../account/account-layout.js';
import { Button, Callout } from '../auth/form-controls.js';
import { registerSysSettingsLocales } from './i18n/index.js';
import { formChanged, type FormErrors } from './settings-form.logic.js';
import type { SettingsJson, SettingsLoad } from './settings-api.js';

await registerSysSettingsLocales();

/** What a settings form's fields are given. */
export interface SettingsFormContext<F> {
  form: F;
  /** The JSON last loaded or saved. */
  stored: SettingsJson | undefined;
  set: <K extends keyof F>(field: K, value: F[K]) => void;
  /** The translated problem of a field: shown after a save was tried, or once the field was changed. */
  errorOf: (field: keyof F & string) => string | null;
  /** True while saving or testing. */
  busy: boolean;
  /** Whether a save was tried since the form was loaded or saved (nested rows show their problems then). */
  submitted: boolean;
  /** Runs a side action (a test send) with the form busy. */
  run: (action: () => Promise<void>) => Promise<void>;
  /** Shows every problem; answers whether the form is valid. */
  check: () => boolean;
}

/** Props of {@link SettingsPage}. */
export interface SettingsPageProps<F> {
  /** Message key prefix of the page (`syssettings:general`): its `title`, `description`, `saved` and `load-failed`. */
  prefix: string;
  load: () => Promise<SettingsLoad>;
  formOf: (json: SettingsJson | undefined) => F;
  errorsOf: (form: F) => FormErrors<F>;
  /** Saves the form; resolves the stored JSON, or undefined when the server refused. */
  save: (stored: SettingsJson | undefined, form: F) => Promise<SettingsJson | undefined>;
  /** The form's cards. */
  children: (context: SettingsFormContext<F>) => ReactNode;
  /** Buttons before Discard and Save (Send test mail). */
  actions?: (context: SettingsFormContext<F>) => ReactNode;
}

type State = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; stored: SettingsJson | undefined };

/**
 * A system settings page: loads its settings (placeholders meanwhile, the failure with Retry), keeps what is
 * typed apart from what was saved, shows each field's problem, saves only a changed and valid form and says so;
 * a refusal shows the server's message and keeps everything typed.
 */
export function SettingsPage<F>({ prefix, load, formOf, errorsOf, save, children, actions }: SettingsPageProps<F>) {
  const t = useTranslate();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [saved, setSaved] = useState<F | null>(null);
  const [form, setForm] = useState<F | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    setState({ phase: 'loading' });
    const answer = await load();
    if (!answer.ok) {
      setState({ phase: 'failed', message: answer.message });
      return;
    }
    const values = formOf(answer.json);
    setState({ phase: 'ready', stored: answer.json });
    setSaved(values);
    setForm(values);
    setSubmitted(false);
  }, [load, formOf]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const header = { title: t(`${prefix}.title`), description: t(`${prefix}.description`) };
  if (state.phase === 'failed') {
    return (
      <AccountPage {...header}>
        <LoadFailed message={`${t(`${prefix}.load-failed`)} ${state.message}`.trim()} onRetry={() => void reload()} />
      </AccountPage>
    );
  }
  if (state.phase === 'loading' || !form || !saved) {
    return (
      <AccountPage {...header}>
        <section className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-6">
          <CardSkeleton label={t('syssettings:page.loading')} rows={4} />
        </section>
      </AccountPage>
    );
  }

  const errors = errorsOf(form);
  const valid = Object.keys(errors).length === 0;
  const changed = formChanged(form, saved);
  const context: SettingsFormContext<F> = {
    form,
    stored: state.stored,
    set: (field, value) => setForm((f) => (f ? { ...f, [field]: value } : f)),
    errorOf: (field) => {
      const error = errors[field];
      const touched = JSON.stringify(form[field as keyof F]) !== JSON.stringify(saved[field as keyof F]);
      return error && (submitted || touched) ? t(error.key, error.values) : null;
    },
    busy,
    submitted,
    run: async (action) => {
      setBusy(true);
      try {
        await action();
      } finally {
        setBusy(false);
      }
    },
    check: () => {
      setSubmitted(true);
      return valid;
    },
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid || !changed) return;
    setBusy(true);
    const stored = await save(state.stored, form);
    setBusy(false);
    if (!stored) return;
    const values = formOf(stored);
    setState({ phase: 'ready', stored });
    setSaved(values);
    setForm(values);
    setSubmitted(false);
    notifySuccess(t(`${prefix}.saved`));
  };

  return (
    <AccountPage {...header}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6">
        {children(context)}
        {submitted && !valid && <Callout>{t('syssettings:page.invalid')}</Callout>}
        <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:items-center">
          <div className="flex flex-wrap gap-2.5 sm:me-auto">{actions?.(context)}</div>
          <Button
            disabled={!changed || busy}
            onClick={() => {
              setForm(saved);
              setSubmitted(false);
            }}
          >
            {t('syssettings:page.discard')}
          </Button>
          <Button type="submit" variant="primary" disabled={!changed || busy}>
            {busy ? t('syssettings:page.saving') : t('syssettings:page.save')}
          </Button>
        </div>
      </form>
    </AccountPage>
  );
}
