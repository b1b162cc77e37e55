import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import type { VersionableEntityType } from '../../../sdk/catalogues/version-control.js';
import { VERSIONABLE_ENTITY_TYPES } from '../../../sdk/catalogues/version-control.js';
import { Button, Callout, CheckboxField, SelectField, TextField } from '../auth/form-controls.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { rowActionClass } from '../entity-list/row-actions.js';
import { hasCredentials } from './auto-commit.logic.js';
import { createVersion } from './vc-api.js';
import { RadioChoice, useTypeName } from './vc-parts.js';
import { RequestOutcome, RequestRunning } from './vc-progress.js';
import {
  CREATE_SYNC_STRATEGIES, createFormErrors, createOutcomeOf, createRequestOf, newCreateForm, newCreateTypeRow, type CreateOutcome, type CreateTypeRow, type CreateVersionForm, type SaveFlags, type TypeScope, type TypeSyncStrategy,
} from './version-control.logic.js';

type Phase = { state: 'form' } | { state: 'running' } | { state: 'done'; outcome: CreateOutcome };

/** The save flags of a type or of every type; credentials only where devices are involved. */
function SaveFlagFields({ flags, credentials, disabled, onChange }: { flags: SaveFlags; credentials: boolean; disabled: boolean; onChange: (flags: SaveFlags) => void }) {
  const t = useTranslate();
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      <CheckboxField label={t('vc:auto-commit.save-attributes')} checked={flags.saveAttributes} disabled={disabled} onCheckedChange={(on) => onChange({ ...flags, saveAttributes: on })} />
      <CheckboxField label={t('vc:auto-commit.save-relations')} checked={flags.saveRelations} disabled={disabled} onCheckedChange={(on) => onChange({ ...flags, saveRelations: on })} />
      {credentials && <CheckboxField label={t('vc:auto-commit.save-credentials')} checked={flags.saveCredentials} disabled={disabled} onCheckedChange={(on) => onChange({ ...flags, saveCredentials: on })} />}
    </div>
  );
}

/** The chosen types of a version: each with its type, own sync strategy and save flags. */
function CreateTypeRows({ rows, disabled, onChange }: { rows: CreateTypeRow[]; disabled: boolean; onChange: (rows: CreateTypeRow[]) => void }) {
  const t = useTranslate();
  const typeName = useTypeName();
  const free = VERSIONABLE_ENTITY_TYPES.filter((type) => !rows.some((row) => row.entityType === type));
  const change = (i: number, row: CreateTypeRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  const add = () => {
    const row = newCreateTypeRow(rows);
    if (row) onChange([...rows, row]);
  };
  return (
    <div className="flex flex-col gap-3">
      {rows.length > 0 && (
        <ul className="flex flex-col gap-3">
          {rows.map((row, i) => (
            <li key={row.entityType} className="flex flex-col gap-3 rounded-control border border-border p-3">
              <div className="flex items-start gap-3">
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  <SelectField
                    label={t('vc:auto-commit.entity-type')}
                    value={row.entityType}
                    disabled={disabled}
                    onValueChange={(v) => change(i, { ...row, entityType: v as VersionableEntityType })}
                    options={[row.entityType, ...free].map((type) => ({ value: type, label: typeName(type) }))}
                  />
                  <SelectField
                    label={t('vc:create.sync-strategy')}
                    value={row.syncStrategy}
                    disabled={disabled}
                    onValueChange={(v) => change(i, { ...row, syncStrategy: v as TypeSyncStrategy })}
                    options={(['DEFAULT', ...CREATE_SYNC_STRATEGIES] as const).map((s) => ({ value: s, label: t(`vc:create.${s}`) }))}
                  />
                </div>
                <button type="button" className={`${rowActionClass(true)} mt-6`} aria-label={t('vc:remove', { type: typeName(row.entityType) })} title={t('vc:remove', { type: typeName(row.entityType) })} disabled={disabled} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  <Icon path={mdiDeleteOutline} size={18} />
                </button>
              </div>
              <SaveFlagFields flags={row} credentials={hasCredentials(row.entityType)} disabled={disabled} onChange={(flags) => change(i, { ...row, ...flags })} />
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && (
        <div>
          <Button disabled={disabled} onClick={add}>
            <Icon path={mdiPlus} size={18} />
            {t('vc:auto-commit.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Props of {@link CreateVersionDialog}. */
export interface CreateVersionDialogProps {
  /** The branch shown in the list, proposed for the version. */
  branch: string;
  /** Existing branch names, offered while typing. */
  branches: readonly string[];
  /** Called after a version was created, with its branch. */
  onCreated: (branch: string) => void;
  onClose: () => void;
}

/** "Create version": a name, a branch, every type or chosen types with their sync strategy and save flags; the request's progress, then its counts or error. */
export function CreateVersionDialog({ branch, branches, onCreated, onClose }: CreateVersionDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const listId = useId();
  const [form, setForm] = useState<CreateVersionForm>(() => newCreateForm(branch));
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ state: 'form' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const errors = createFormErrors(form);
  const set = <K extends keyof CreateVersionForm>(field: K, value: CreateVersionForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const errorOf = (field: keyof typeof errors) => (submitted && errors[field] ? t(errors[field], { max: 255 }) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ state: 'running' });
    const outcome = await createVersion(createRequestOf(form), { signal: controller.signal }).then(createOutcomeOf, (err: unknown) => ({ ok: false as const, error: err instanceof Error ? err.message : '' }));
    if (controller.signal.aborted) return;
    setPhase({ state: 'done', outcome });
    if (outcome.ok) onCreated(form.branch.trim());
  };

  const running = phase.state === 'running';
  const actions = phase.state === 'form'
    ? <DialogActions formId={formId} label={t('vc:create.submit')} busy={false} onCancel={onClose} />
    : <Button variant="primary" disabled={running} onClick={onClose}>{t('vc:close')}</Button>;
  return (
    <KitDialog open size="md" closeButton title={t('vc:create.title')} onDismiss={onClose} actions={actions}>
      {phase.state === 'running' && <RequestRunning text={t('vc:create.running')} />}
      {phase.state === 'done' && (phase.outcome.ok
        ? <RequestOutcome ok title={t('vc:create.done', { ...phase.outcome })} lines={[]} />
        : <RequestOutcome ok={false} title={t('vc:create.failed')} lines={phase.outcome.error ? [phase.outcome.error] : []} />)}
      {phase.state === 'form' && (
        <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <TextField label={t('vc:create.name')} value={form.name} onValueChange={(v) => set('name', v)} required requiredMark dir="auto" error={errorOf('name')} />
          <TextField label={t('vc:create.branch')} value={form.branch} onValueChange={(v) => set('branch', v)} required requiredMark list={listId} dir="ltr" spellCheck={false} autoComplete="off" error={errorOf('branch')} hint={t('vc:create.branch-hint')} />
          <datalist id={listId}>
            {branches.map((name) => <option key={name} value={name} />)}
          </datalist>
          <SelectField
            label={t('vc:create.sync-strategy')}
            value={form.syncStrategy}
            onValueChange={(v) => set('syncStrategy', v as CreateVersionForm['syncStrategy'])}
            hint={t(`vc:create.${form.syncStrategy}-hint`)}
            options={CREATE_SYNC_STRATEGIES.map((s) => ({ value: s, label: t(`vc:create.${s}`) }))}
          />
          <RadioChoice<TypeScope>
            legend={t('vc:create.entities')}
            value={form.scope}
            onChange={(scope) => set('scope', scope)}
            options={(['ALL', 'CHOSEN'] as const).map((scope) => ({ value: scope, label: t(`vc:create.scope-${scope}`) }))}
          />
          {form.scope === 'ALL'
            ? <SaveFlagFields flags={form} credentials disabled={false} onChange={(flags) => setForm((f) => ({ ...f, ...flags }))} />
            : <CreateTypeRows rows={form.types} disabled={false} onChange={(types) => set('types', types)} />}
          {errorOf('types') && <Callout>{errorOf('types')}</Callout>}
        </form>
      )}
    </KitDialog>
  );
}
