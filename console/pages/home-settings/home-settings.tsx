import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { DashboardSelect } from '../../../elements/dashboard-select/dashboard-select.js';
import type { PageProps } from '../../routes.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button, CheckboxField } from '../auth/form-controls.js';
import { DetailsProblem, DetailsSkeleton } from '../entity-details/details-states.js';
import { call } from '../entity-list/api.js';
import { registerHomeSettingsLocales } from './i18n/index.js';
import { HOME_INFO_PATH, homeFormChanged, homeFormOf, homeInfoBody, type HomeForm } from './home-settings.logic.js';

await registerHomeSettingsLocales();

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; saved: HomeForm };

/**
 * A tenant administrator's home settings: the dashboard shown as the tenant's home (none when cleared) and whether
 * its toolbar is hidden, read from and saved to the tenant's HomeDashboardInfo. A refusal shows the server's message
 * and keeps the form as it is.
 */
export default function HomeSettingsPage({ route }: PageProps) {
  const t = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [form, setForm] = useState<HomeForm>({ dashboardId: null, hideToolbar: false });
  const [saving, setSaving] = useState(false);
  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    const answer = await call<unknown>('GET', HOME_INFO_PATH);
    if (!answer.ok) {
      setLoaded({ state: 'failed' });
      return;
    }
    const saved = homeFormOf(answer.data);
    setForm(saved);
    setLoaded({ state: 'ready', saved });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const title = t(`console:${route.title ?? 'admin.home-settings'}`);
  if (loaded.state === 'loading') return <DetailsSkeleton label={t('console:app.loading')} />;
  if (loaded.state === 'failed') {
    return <DetailsProblem kind="error" title={t('homesettings:load-failed')} text="" action={{ label: t('console:shell.retry'), onClick: () => void load() }} />;
  }
  const changed = homeFormChanged(form, loaded.saved);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !changed) return;
    setSaving(true);
    const answer = await call('POST', HOME_INFO_PATH, { body: homeInfoBody(form) });
    setSaving(false);
    if (!answer.ok) return;
    setLoaded({ state: 'ready', saved: form });
    notifySuccess(t(form.dashboardId ? 'homesettings:saved' : 'homesettings:cleared'));
  };
  return (
    <div className="flex flex-col gap-4 p-2 sm:p-4">
      <form noValidate onSubmit={(e) => void submit(e)} className="max-w-2xl rounded-card border border-border bg-surface shadow-card">
        <fieldset disabled={saving} className="flex min-w-0 flex-col gap-5 p-5 sm:p-6">
          <h1 className="text-lg font-semibold text-text">{title}</h1>
          <p className="text-sm text-text-muted">{t('homesettings:intro')}</p>
          <DashboardSelect label={t('homesettings:dashboard')} value={form.dashboardId} disabled={saving} onChange={({ value }) => setForm((f) => ({ ...f, dashboardId: value }))} />
          <p className="-mt-3 text-sm text-text-muted">{t('homesettings:dashboard-hint')}</p>
          <CheckboxField label={t('homesettings:hide-toolbar')} checked={form.hideToolbar} disabled={saving} onCheckedChange={(hideToolbar) => setForm((f) => ({ ...f, hideToolbar }))} />
        </fieldset>
        <div className="flex flex-wrap items-center justify-end gap-2.5 border-t border-border px-5 py-3 sm:px-6">
          <Button onClick={() => setForm(loaded.saved)} disabled={!changed || saving}>
            {t('console:device.discard')}
          </Button>
          <Button type="submit" variant="primary" disabled={!changed || saving}>
            {t('console:device.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
