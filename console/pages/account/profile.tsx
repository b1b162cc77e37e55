import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { setLanguage } from '../../../elements/core/i18n.js';
import { LanguageSelect } from '../../../elements/language-select/language-select.js';
import { PhoneInput } from '../../../elements/phone-input/phone-input.js';
import {
  displayName,
  initialsOf,
  profileChanged,
  profileErrors,
  profileFormOf,
  userWithProfile,
  type ProfileForm,
  type ProfileUser,
} from '../../auth-logic/profile-form.js';
import { $auth, client, reloadUserDetails } from '../../session/session.js';
import { Button, CheckboxField, EmailField, SelectField, TextField } from '../auth/form-controls.js';
import { notifySuccess } from '../../shell/notify.js';
import { useConsoleText } from '../auth/use-text.js';
import { AccountCard, AccountPage, CardSkeleton, LoadFailed } from './account-layout.js';

const ROLE_KEYS: Record<string, string> = {
  SYS_ADMIN: 'user.sys-admin',
  TENANT_ADMIN: 'user.tenant-admin',
  CUSTOMER_USER: 'user.customer',
};

/** Dashboards the user may pick as default or home: the tenant's or the customer's, by title (first 100). */
function useDashboardOptions(enabled: boolean): { value: string; label: string }[] | null {
  const auth = useStore($auth);
  const user = auth.authUser;
  const [options, setOptions] = useState<{ value: string; label: string }[] | null>(null);
  useEffect(() => {
    if (!enabled || !user) return;
    let live = true;
    const query = { pageSize: 100, page: 0, sortProperty: 'title', sortOrder: 'ASC' as const };
    const request =
      user.authority === 'TENANT_ADMIN'
        ? client.GET('/api/tenant/dashboards', { params: { query } })
        : client.GET('/api/customer/{customerId}/dashboards', { params: { path: { customerId: user.customerId ?? '' }, query } });
    void request.then(({ data }) => {
      if (!live) return;
      setOptions((data?.data ?? []).flatMap((d) => (d.id?.id ? [{ value: d.id.id, label: d.title ?? d.id.id }] : [])));
    });
    return () => {
      live = false;
    };
  }, [enabled, user]);
  return options;
}

/** The profile page: names, e-mail, phone, language, default and home dashboards of the signed-in user. */
export default function ProfilePage() {
  const t = useConsoleText();
  const auth = useStore($auth);
  const userId = auth.authUser?.userId;
  const hasDashboards = auth.authUser?.authority === 'TENANT_ADMIN' || auth.authUser?.authority === 'CUSTOMER_USER';
  const dashboards = useDashboardOptions(hasDashboards);
  const [user, setUser] = useState<ProfileUser | null>(null);
  const [saved, setSaved] = useState<ProfileForm | null>(null);
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [phoneValid, setPhoneValid] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const load = useMemo(
    () => async () => {
      if (!userId) return;
      setLoadFailed(false);
      const { data } = await client.GET('/api/user/{userId}', { params: { path: { userId } } });
      if (!data) {
        setLoadFailed(true);
        return;
      }
      const record = data as ProfileUser;
      const values = profileFormOf(record, navigator.language);
      setUser(record);
      setSaved(values);
      setForm(values);
      setPhoneValid(true);
      setSubmitted(false);
    },
    [userId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const errors = form ? profileErrors(form, phoneValid) : {};
  const changed = !!form && !!saved && profileChanged(form, saved);
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!user || !form || Object.keys(errors).length > 0) return;
    setSaving(true);
    const { data } = await client.POST('/api/user', { body: userWithProfile(user, form) as never });
    setSaving(false);
    if (!data) return;
    const record = data as ProfileUser;
    const values = profileFormOf(record, navigator.language);
    setUser(record);
    setSaved(values);
    setForm(values);
    setSubmitted(false);
    if (values.lang !== saved?.lang) await setLanguage(values.lang);
    await reloadUserDetails();
    notifySuccess(t('profile.saved'));
  };

  const dashboardChoices = [{ value: '', label: t('profile.no-dashboard') }, ...(dashboards ?? [])];
  const withCurrent = (id: string) => (id && !dashboardChoices.some((o) => o.value === id) ? [...dashboardChoices, { value: id, label: id }] : dashboardChoices);

  return (
    <AccountPage title={t('profile.profile')} description={t('profile.description')}>
      {loadFailed ? (
        <LoadFailed message={t('profile.load-failed')} onRetry={() => void load()} />
      ) : !form || !user ? (
        <AccountCard title={t('profile.personal-information')}>
          <CardSkeleton label={t('app.loading')} rows={4} />
        </AccountCard>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6">
          <AccountCard title={t('profile.personal-information')} description={t('profile.personal-information-description')}>
            <div className="flex items-center gap-4">
              <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-md font-semibold text-accent">
                {initialsOf(user)}
              </span>
              <div className="min-w-0">
                <p className="truncate text-md font-semibold text-text">{displayName(user)}</p>
                <p className="truncate text-sm text-text-muted">
                  {t(ROLE_KEYS[String(user.authority)] ?? 'user.customer')}
                  {' · '}
                  <span dir="ltr">{user.email}</span>
                </p>
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label={t('user.first-name')} autoComplete="given-name" value={form.firstName} onValueChange={(v) => set('firstName', v)} disabled={saving} />
              <TextField label={t('user.last-name')} autoComplete="family-name" value={form.lastName} onValueChange={(v) => set('lastName', v)} disabled={saving} />
            </div>
            <EmailField
              label={t('user.email')}
              autoComplete="email"
              value={form.email}
              onValueChange={(v) => set('email', v)}
              error={(submitted || form.email !== saved?.email) && errors.email ? t(errors.email) : null}
              disabled={saving}
              required
            />
            <PhoneInput
              label={t('user.phone')}
              value={form.phone}
              onChange={({ value, valid }) => {
                set('phone', value);
                setPhoneValid(valid);
              }}
              disabled={saving}
            />
          </AccountCard>

          <AccountCard title={t('profile.preferences')} description={t('profile.preferences-description')}>
            <LanguageSelect label={t('profile.language')} value={form.lang} onChange={({ lang }) => set('lang', lang)} disabled={saving} />
          </AccountCard>

          {hasDashboards && (
            <AccountCard title={t('profile.dashboards')} description={t('profile.dashboards-description')}>
              <div className="flex flex-col gap-3">
                <SelectField
                  label={t('profile.default-dashboard')}
                  hint={t('profile.default-dashboard-hint')}
                  value={form.defaultDashboardId}
                  onValueChange={(v) => set('defaultDashboardId', v)}
                  options={withCurrent(form.defaultDashboardId)}
                  disabled={saving || dashboards === null}
                />
                <CheckboxField
                  label={t('profile.always-fullscreen')}
                  checked={form.defaultDashboardFullscreen && !!form.defaultDashboardId}
                  onCheckedChange={(v) => set('defaultDashboardFullscreen', v)}
                  disabled={saving || !form.defaultDashboardId}
                />
              </div>
              <div className="flex flex-col gap-3 border-t border-border pt-5">
                <SelectField
                  label={t('profile.home-dashboard')}
                  hint={t('profile.home-dashboard-hint')}
                  value={form.homeDashboardId}
                  onValueChange={(v) => set('homeDashboardId', v)}
                  options={withCurrent(form.homeDashboardId)}
                  disabled={saving || dashboards === null}
                />
                <CheckboxField
                  label={t('profile.hide-home-dashboard-toolbar')}
                  checked={form.homeDashboardHideToolbar && !!form.homeDashboardId}
                  onCheckedChange={(v) => set('homeDashboardHideToolbar', v)}
                  disabled={saving || !form.homeDashboardId}
                />
              </div>
            </AccountCard>
          )}

          <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
            <Button
              disabled={!changed || saving}
              onClick={() => {
                setForm(saved);
                setPhoneValid(true);
              }}
            >
              {t('profile.discard')}
            </Button>
            <Button type="submit" variant="primary" disabled={!changed || saving}>
              {saving ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </form>
      )}
    </AccountPage>
  );
}
