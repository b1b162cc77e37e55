import { useTranslate } from '../../../elements/core/i18n.js';
import { AccountCard } from '../account/account-layout.js';
import { CheckboxField, TextField } from '../auth/form-controls.js';
import { generalBody, generalErrors, generalFormOf, type GeneralForm } from './general-settings.logic.js';
import { loadAdminSettings, saveAdminSettings, type SettingsJson } from './settings-api.js';
import { SettingsPage } from './settings-page.js';

const load = () => loadAdminSettings('general');
const save = (stored: SettingsJson | undefined, form: GeneralForm) => saveAdminSettings(generalBody(stored, form));

/** General settings of the platform (system administrator): the base URL of links in mails and whether it is always used. */
export default function GeneralSettingsPage() {
  const t = useTranslate();
  return (
    <SettingsPage prefix="syssettings:general" load={load} formOf={generalFormOf} errorsOf={generalErrors} save={save}>
      {({ form, set, errorOf, busy }) => (
        <AccountCard title={t('syssettings:general.card')}>
          <TextField
            label={t('syssettings:general.baseUrl')}
            value={form.baseUrl}
            onValueChange={(v) => set('baseUrl', v)}
            type="url"
            inputMode="url"
            dir="ltr"
            spellCheck={false}
            autoCapitalize="off"
            required
            requiredMark
            disabled={busy}
            error={errorOf('baseUrl')}
            hint={t('syssettings:general.baseUrl-hint')}
          />
          <div className="flex flex-col gap-1">
            <CheckboxField label={t('syssettings:general.prohibitDifferentUrl')} checked={form.prohibitDifferentUrl} onCheckedChange={(v) => set('prohibitDifferentUrl', v)} disabled={busy} />
            <p className="ps-6.5 text-sm text-text-muted">{t('syssettings:general.prohibitDifferentUrl-hint')}</p>
          </div>
        </AccountCard>
      )}
    </SettingsPage>
  );
}
