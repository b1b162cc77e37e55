import { useState } from 'react';
import { mdiDelete, mdiPencil, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { AccountCard } from '../account/account-layout.js';
import { Button, Callout, CheckboxField, SelectField, TextField } from '../auth/form-controls.js';
import { OAuth2ClientDialog } from './oauth2-client-dialog.js';
import {
  domainError, groupError, NEW_CLIENT, newGroup, OAUTH2_SCHEMES, oauth2Body, oauth2Errors, oauth2FormOf, type ClientForm, type DomainRow, type GroupForm, type OAuth2Form,
} from './oauth2-settings.logic.js';
import { loadSettings, postSettings } from './settings-api.js';
import { SettingsPage, type SettingsFormContext } from './settings-page.js';

const PATH = '/api/oauth2/config';
const load = () => loadSettings(PATH);
const save = (_stored: unknown, form: OAuth2Form) => postSettings(PATH, oauth2Body(form));

type Editing = { group: number; client: number | null; initial: ClientForm };

function GroupCard({ index, group, context, onEdit }: { index: number; group: GroupForm; context: SettingsFormContext<OAuth2Form>; onEdit: (editing: Editing) => void }) {
  const t = useTranslate();
  const { form, set, busy, submitted } = context;
  const update = (next: GroupForm) => set('groups', form.groups.map((g, i) => (i === index ? next : g)));
  const setDomain = (i: number, row: DomainRow) => update({ ...group, domains: group.domains.map((d, j) => (j === i ? row : d)) });
  const problem = groupError(group);
  const title = t('syssettings:oauth2.group', { n: index + 1 });
  return (
    <AccountCard
      title={title}
      description={t('syssettings:oauth2.group-description')}
      aside={
        <Button variant="danger" disabled={busy} aria-label={t('syssettings:oauth2.remove-group-named', { name: title })} onClick={() => set('groups', form.groups.filter((_g, i) => i !== index))}>
          {t('syssettings:oauth2.remove-group')}
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-text">{t('syssettings:oauth2.domains')}</h3>
        {group.domains.map((domain, i) => {
          const error = domainError(group.domains, i);
          const shown = error && (submitted || domain.name.trim() !== '') ? t(error.key, error.values) : null;
          return (
            <div key={i} className="grid items-start gap-3 sm:grid-cols-[10rem_1fr_auto]">
              <SelectField label={t('syssettings:oauth2.scheme')} value={domain.scheme} onValueChange={(v) => setDomain(i, { ...domain, scheme: v as DomainRow['scheme'] })} options={OAUTH2_SCHEMES.map((s) => ({ value: s, label: t(`syssettings:oauth2.scheme-${s}`) }))} disabled={busy} />
              <TextField label={t('syssettings:oauth2.domain')} value={domain.name} onValueChange={(v) => setDomain(i, { ...domain, name: v })} dir="ltr" spellCheck={false} autoCapitalize="off" required requiredMark disabled={busy} error={shown} placeholder="iot.example.com" />
              <div className="sm:pt-6.5">
                <Button variant="quiet" disabled={busy} aria-label={t('syssettings:oauth2.remove-domain-named', { name: domain.name.trim() || String(i + 1) })} onClick={() => update({ ...group, domains: group.domains.filter((_d, j) => j !== i) })}>
                  <Icon path={mdiDelete} size={18} />
                  {t('syssettings:oauth2.remove')}
                </Button>
              </div>
            </div>
          );
        })}
        <div>
          <Button variant="quiet" disabled={busy} onClick={() => update({ ...group, domains: [...group.domains, { scheme: 'HTTPS', name: '' }] })}>
            <Icon path={mdiPlus} size={18} />
            {t('syssettings:oauth2.add-domain')}
          </Button>
        </div>
        {group.mobileInfos.length > 0 && <p className="text-sm text-text-muted">{t('syssettings:oauth2.mobile-kept', { n: group.mobileInfos.length })}</p>}
      </div>
      <div className="flex flex-col gap-3 border-t border-border pt-5">
        <h3 className="text-sm font-semibold text-text">{t('syssettings:oauth2.clients')}</h3>
        {group.clients.length > 0 && (
          <ul className="flex flex-col divide-y divide-border rounded-control border border-border">
            {group.clients.map((client, i) => {
              const name = client.form.loginButtonLabel || client.form.clientId;
              return (
                <li key={i} className="flex flex-wrap items-center gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-base font-medium text-text">{name}</p>
                    <p className="truncate text-sm text-text-muted" dir="ltr">
                      {client.form.clientId} · {client.form.authorizationUri}
                    </p>
                  </div>
                  <Button variant="quiet" disabled={busy} aria-label={t('syssettings:oauth2.edit-named', { name })} onClick={() => onEdit({ group: index, client: i, initial: client.form })}>
                    <Icon path={mdiPencil} size={18} />
                    {t('syssettings:oauth2.edit')}
                  </Button>
                  <Button variant="quiet" disabled={busy} aria-label={t('syssettings:oauth2.delete-named', { name })} onClick={() => update({ ...group, clients: group.clients.filter((_c, j) => j !== i) })}>
                    <Icon path={mdiDelete} size={18} />
                    {t('syssettings:oauth2.delete')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div>
          <Button disabled={busy} onClick={() => onEdit({ group: index, client: null, initial: NEW_CLIENT })}>
            <Icon path={mdiPlus} size={18} />
            {t('syssettings:oauth2.add-client')}
          </Button>
        </div>
      </div>
      {problem && (submitted || group.clients.length > 0) && <Callout>{t(problem.key)}</Callout>}
    </AccountCard>
  );
}

function Fields(context: SettingsFormContext<OAuth2Form>) {
  const t = useTranslate();
  const { form, set, busy, errorOf } = context;
  const [editing, setEditing] = useState<Editing | null>(null);
  const apply = (client: ClientForm) => {
    if (!editing) return;
    const groups = form.groups.map((g, i) => {
      if (i !== editing.group) return g;
      if (editing.client === null) return { ...g, clients: [...g.clients, { form: client, original: null }] };
      return { ...g, clients: g.clients.map((c, j) => (j === editing.client ? { ...c, form: client } : c)) };
    });
    set('groups', groups);
  };
  const enabledError = errorOf('enabled');
  return (
    <>
      <AccountCard title={t('syssettings:oauth2.login')}>
        <CheckboxField label={t('syssettings:oauth2.enabled')} checked={form.enabled} onCheckedChange={(v) => set('enabled', v)} disabled={busy} />
        <p className="-mt-3 ps-6.5 text-sm text-text-muted">{t('syssettings:oauth2.enabled-hint')}</p>
        {enabledError && <Callout>{enabledError}</Callout>}
      </AccountCard>
      {form.groups.map((group, i) => (
        <GroupCard key={i} index={i} group={group} context={context} onEdit={setEditing} />
      ))}
      <div>
        <Button disabled={busy} onClick={() => set('groups', [...form.groups, newGroup()])}>
          <Icon path={mdiPlus} size={18} />
          {t('syssettings:oauth2.add-group')}
        </Button>
      </div>
      {editing && <OAuth2ClientDialog initial={editing.initial} adding={editing.client === null} onDone={apply} onClose={() => setEditing(null)} />}
    </>
  );
}

/** OAuth2 sign-in settings (system administrator): whether it is on, and groups of domains with the OAuth2 clients offered there. */
export default function OAuth2SettingsPage() {
  return (
    <SettingsPage prefix="syssettings:oauth2" load={load} formOf={oauth2FormOf} errorsOf={oauth2Errors} save={save}>
      {(context) => <Fields {...context} />}
    </SettingsPage>
  );
}
