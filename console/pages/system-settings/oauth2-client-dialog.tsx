import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { Callout, CheckboxField, PasswordField, SelectField, TextField } from '../auth/form-controls.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { CLIENT_AUTH_METHODS, clientErrors, OAUTH2_PLATFORMS, TENANT_NAME_STRATEGIES, type ClientForm } from './oauth2-settings.logic.js';

type TextKey = 'loginButtonLabel' | 'loginButtonIcon' | 'clientId' | 'authorizationUri' | 'accessTokenUri' | 'userInfoUri' | 'jwkSetUri' | 'scope' | 'userNameAttributeName'
  | 'emailAttributeKey' | 'firstNameAttributeKey' | 'lastNameAttributeKey' | 'tenantNamePattern' | 'customerNamePattern' | 'defaultDashboardName';

const LTR = new Set<TextKey>(['clientId', 'authorizationUri', 'accessTokenUri', 'userInfoUri', 'jwkSetUri', 'scope', 'userNameAttributeName', 'emailAttributeKey', 'firstNameAttributeKey', 'lastNameAttributeKey', 'loginButtonIcon']);

/** Props of {@link OAuth2ClientDialog}. */
export interface OAuth2ClientDialogProps {
  /** The client to edit, or a new one's defaults. */
  initial: ClientForm;
  /** Whether the client is new (the title and button say Add). */
  adding: boolean;
  /** Called with the checked fields; the change is saved with the page. */
  onDone: (form: ClientForm) => void;
  onClose: () => void;
}

/** Adding or editing one OAuth2 client: its login button, credentials, provider addresses, scopes and how its users are mapped. */
export function OAuth2ClientDialog({ initial, adding, onDone, onClose }: OAuth2ClientDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [form, setForm] = useState<ClientForm>(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = clientErrors(form);
  const valid = Object.keys(errors).length === 0;
  const set = <K extends keyof ClientForm>(key: K, value: ClientForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errorOf = (key: keyof ClientForm & string) => {
    const error = errors[key];
    return error && (submitted || form[key] !== initial[key]) ? t(error.key, error.values) : null;
  };
  const text = (key: TextKey, required: boolean, hint?: string) => (
    <TextField
      label={t(`syssettings:oauth2.${key}`)}
      value={form[key]}
      onValueChange={(v) => set(key, v)}
      dir={LTR.has(key) ? 'ltr' : 'auto'}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      required={required}
      requiredMark={required}
      error={errorOf(key)}
      hint={hint}
    />
  );
  const submit = (event: FormEvent) => {
    // The dialog is portalled out of the settings form, but React still bubbles its submit there.
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    if (!valid) return;
    onDone(form);
    onClose();
  };
  const basic = form.mapperType === 'BASIC';

  return (
    <KitDialog
      open
      size="lg"
      closeButton
      title={t(adding ? 'syssettings:oauth2.add-client' : 'syssettings:oauth2.edit-client')}
      onDismiss={onClose}
      actions={<DialogActions formId={formId} label={t(adding ? 'syssettings:oauth2.add' : 'syssettings:oauth2.apply')} busy={false} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-text">{t('syssettings:oauth2.section-button')}</legend>
          {text('loginButtonLabel', true)}
          {text('loginButtonIcon', false, t('syssettings:oauth2.loginButtonIcon-hint'))}
        </fieldset>
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-text">{t('syssettings:oauth2.section-provider')}</legend>
          {text('clientId', true)}
          <PasswordField
            label={t('syssettings:oauth2.clientSecret')}
            value={form.clientSecret}
            onValueChange={(v) => set('clientSecret', v)}
            autoComplete="new-password"
            required
            requiredMark
            error={errorOf('clientSecret')}
          />
          {text('authorizationUri', true)}
          {text('accessTokenUri', true)}
          {text('userInfoUri', form.mapperType !== 'APPLE')}
          {text('jwkSetUri', false)}
          {text('scope', true, t('syssettings:oauth2.scope-hint'))}
          {text('userNameAttributeName', true)}
          <SelectField
            label={t('syssettings:oauth2.clientAuthenticationMethod')}
            value={form.clientAuthenticationMethod}
            onValueChange={(v) => set('clientAuthenticationMethod', v as ClientForm['clientAuthenticationMethod'])}
            options={CLIENT_AUTH_METHODS.map((m) => ({ value: m, label: m }))}
          />
          <div role="group" aria-label={t('syssettings:oauth2.platforms')} className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-text">{t('syssettings:oauth2.platforms')}</span>
            <div className="flex flex-wrap gap-4">
              {OAUTH2_PLATFORMS.map((p) => (
                <CheckboxField
                  key={p}
                  label={t(`syssettings:oauth2.platform-${p}`)}
                  checked={form.platforms.includes(p)}
                  onCheckedChange={(on) => set('platforms', on ? [...form.platforms, p] : form.platforms.filter((x) => x !== p))}
                />
              ))}
            </div>
            <p className="text-sm text-text-muted">{t('syssettings:oauth2.platforms-hint')}</p>
          </div>
        </fieldset>
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-text">{t('syssettings:oauth2.section-mapper')}</legend>
          <CheckboxField label={t('syssettings:oauth2.allowUserCreation')} checked={form.allowUserCreation} onCheckedChange={(v) => set('allowUserCreation', v)} />
          <CheckboxField label={t('syssettings:oauth2.activateUser')} checked={form.activateUser} onCheckedChange={(v) => set('activateUser', v)} />
          {basic ? (
            <>
              {text('emailAttributeKey', true)}
              {text('firstNameAttributeKey', false)}
              {text('lastNameAttributeKey', false)}
              <SelectField
                label={t('syssettings:oauth2.tenantNameStrategy')}
                value={form.tenantNameStrategy}
                onValueChange={(v) => set('tenantNameStrategy', v as ClientForm['tenantNameStrategy'])}
                options={TENANT_NAME_STRATEGIES.map((s) => ({ value: s, label: t(`syssettings:oauth2.strategy-${s}`) }))}
              />
              {form.tenantNameStrategy === 'CUSTOM' && text('tenantNamePattern', true, t('syssettings:oauth2.pattern-hint'))}
              {text('customerNamePattern', false, t('syssettings:oauth2.pattern-hint'))}
              {text('defaultDashboardName', false)}
              <div className="flex items-center">
                <CheckboxField label={t('syssettings:oauth2.alwaysFullScreen')} checked={form.alwaysFullScreen} onCheckedChange={(v) => set('alwaysFullScreen', v)} />
              </div>
            </>
          ) : (
            <div className="sm:col-span-2">
              <Callout tone="info">{t('syssettings:oauth2.mapper-kept', { type: form.mapperType })}</Callout>
            </div>
          )}
        </fieldset>
        {submitted && !valid && <Callout>{t('syssettings:page.invalid')}</Callout>}
      </form>
    </KitDialog>
  );
}
