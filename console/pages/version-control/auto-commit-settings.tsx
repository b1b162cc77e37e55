import { useEffect, useState } from 'react';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import type { VersionableEntityType } from '../../../sdk/catalogues/version-control.js';
import type { PageProps } from '../../routes.js';
import { notifySuccess } from '../../shell/notify.js';
import { AccountCard, AccountPage, CardSkeleton } from '../account/account-layout.js';
import { Button, CheckboxField, SelectField, TextField } from '../auth/form-controls.js';
import { rowActionClass } from '../entity-list/row-actions.js';
import {
  autoCommitErrors, autoCommitRowsOf, autoCommitSettingsOf, freeTypes, hasCredentials, newAutoCommitRow, type AutoCommitRow,
} from './auto-commit.logic.js';
import { deleteAutoCommitSettings, loadAutoCommitSettings, saveAutoCommitSettings } from './vc-api.js';
import { LoadFailedNotice, NoRepository, useRepositoryExists, useTypeName } from './vc-parts.js';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; saved: boolean };

/** One entity type's row: the type, its branch, what is saved beside it, and a remove button. */
function AutoCommitRowFields({ row, error, types, disabled, onChange, onRemove }: {
  row: AutoCommitRow; error: string | null; types: readonly VersionableEntityType[]; disabled: boolean; onChange: (row: AutoCommitRow) => void; onRemove: () => void;
}) {
  const t = useTranslate();
  const typeName = useTypeName();
  const name = typeName(row.entityType);
  return (
    <li className="flex flex-col gap-3 rounded-control border border-border p-4">
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={t('vc:auto-commit.entity-type')}
            value={row.entityType}
            disabled={disabled}
            onValueChange={(v) => onChange({ ...row, entityType: v as VersionableEntityType, saveCredentials: hasCredentials(v) && row.saveCredentials })}
            options={[row.entityType, ...types].map((type) => ({ value: type, label: typeName(type) }))}
          />
          <TextField label={t('vc:auto-commit.branch')} value={row.branch} onValueChange={(v) => onChange({ ...row, branch: v })} dir="ltr" spellCheck={false} disabled={disabled} error={error} hint={t('vc:auto-commit.branch-hint')} />
        </div>
        <button type="button" className={`${rowActionClass(true)} mt-6`} aria-label={t('vc:remove', { type: name })} title={t('vc:remove', { type: name })} disabled={disabled} onClick={onRemove}>
          <Icon path={mdiDeleteOutline} size={18} />
        </button>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label={t('vc:auto-commit.save-attributes')} checked={row.saveAttributes} disabled={disabled} onCheckedChange={(on) => onChange({ ...row, saveAttributes: on })} />
        <CheckboxField label={t('vc:auto-commit.save-relations')} checked={row.saveRelations} disabled={disabled} onCheckedChange={(on) => onChange({ ...row, saveRelations: on })} />
        {hasCredentials(row.entityType) && (
          <CheckboxField label={t('vc:auto-commit.save-credentials')} checked={row.saveCredentials} disabled={disabled} onCheckedChange={(on) => onChange({ ...row, saveCredentials: on })} />
        )}
      </div>
    </li>
  );
}

/** The tenant administrator's auto-commit settings: per entity type the branch and what is saved; add and remove types, save, delete all. */
export default function AutoCommitSettingsPage({ route }: PageProps) {
  const t = useTranslate();
  const [hasRepository, recheck] = useRepositoryExists();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [rows, setRows] = useState<AutoCommitRow[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hasRepository) return;
    let live = true;
    setLoaded({ state: 'loading' });
    void loadAutoCommitSettings().then((answer) => {
      if (!live) return;
      if (answer.state === 'failed') return setLoaded({ state: 'failed' });
      setLoaded({ state: 'ready', saved: answer.state === 'found' });
      setRows(autoCommitRowsOf(answer.state === 'found' ? answer.settings : null));
    });
    return () => {
      live = false;
    };
  }, [hasRepository, attempt]);

  const errors = autoCommitErrors(rows);
  const free = freeTypes(rows);
  const change = (i: number, row: AutoCommitRow) => setRows((all) => all.map((r, j) => (j === i ? row : r)));
  const add = () => {
    const row = newAutoCommitRow(rows);
    if (row) setRows([...rows, row]);
  };
  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    const answer = await saveAutoCommitSettings(autoCommitSettingsOf(rows));
    setBusy(false);
    if (!answer) return;
    setRows(autoCommitRowsOf(answer));
    setLoaded({ state: 'ready', saved: true });
    setSubmitted(false);
    notifySuccess(t('vc:auto-commit.saved'));
  };
  const removeAll = async () => {
    if (!(await showConfirm({ title: t('vc:auto-commit.delete-title'), message: t('vc:auto-commit.delete-text'), ok: t('vc:auto-commit.delete-all') }))) return;
    setBusy(true);
    const ok = await deleteAutoCommitSettings();
    setBusy(false);
    if (!ok) return;
    setRows([]);
    setLoaded({ state: 'ready', saved: false });
    notifySuccess(t('vc:auto-commit.deleted'));
  };

  const title = t(`console:${route.title ?? 'admin.auto-commit-settings'}`);
  const body = () => {
    if (hasRepository === null || loaded.state === 'failed') return <LoadFailedNotice onRetry={() => (hasRepository === null ? recheck() : setAttempt((n) => n + 1))} />;
    if (hasRepository === false) return <NoRepository />;
    if (hasRepository === undefined || loaded.state === 'loading') return <AccountCard title={title}><CardSkeleton label={t('console:app.loading')} rows={2} /></AccountCard>;
    return (
      <AccountCard
        title={title}
        footer={
          <>
            {loaded.saved && (
              <Button variant="danger" className="me-auto" disabled={busy} onClick={() => void removeAll()}>
                {t('vc:auto-commit.delete-all')}
              </Button>
            )}
            <Button variant="primary" disabled={busy} onClick={() => void save()}>
              {t('vc:auto-commit.save')}
            </Button>
          </>
        }
      >
        {rows.length === 0 ? (
          <p className="text-base text-text-muted">{t('vc:auto-commit.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((row, i) => (
              <AutoCommitRowFields
                key={row.entityType}
                row={row}
                error={submitted && errors[i] ? t(errors[i]) : null}
                types={free}
                disabled={busy}
                onChange={(next) => change(i, next)}
                onRemove={() => setRows(rows.filter((_, j) => j !== i))}
              />
            ))}
          </ul>
        )}
        {free.length > 0 && (
          <div>
            <Button disabled={busy} onClick={add}>
              <Icon path={mdiPlus} size={18} />
              {t('vc:auto-commit.add')}
            </Button>
          </div>
        )}
      </AccountCard>
    );
  };
  return (
    <AccountPage title={title} description={t('vc:auto-commit.description')}>
      {body()}
    </AccountPage>
  );
}
