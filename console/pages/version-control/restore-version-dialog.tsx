import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import type { VersionableEntityType } from '../../../sdk/catalogues/version-control.js';
import { Button, Callout, CheckboxField, SelectField } from '../auth/form-controls.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { rowActionClass } from '../entity-list/row-actions.js';
import { loadVersionTypes, restoreVersion } from './vc-api.js';
import { LoadFailedNotice, RadioChoice, useTypeName } from './vc-parts.js';
import { RequestOutcome, RequestRunning } from './vc-progress.js';
import {
  loadFormErrors, loadOutcomeOf, loadRequestOf, newLoadForm, newLoadTypeRow, type LoadFlags, type LoadOutcome, type LoadTypeRow, type LoadVersionForm, type TypeScope,
} from './version-control.logic.js';

type Phase = { state: 'form' } | { state: 'running' } | { state: 'done'; outcome: LoadOutcome };
type Held = Array<{ entityType: VersionableEntityType; count: number }>;

/** The load flags of a type or of every type; credentials only where devices are involved. */
function LoadFlagFields({ flags, credentials, onChange }: { flags: LoadFlags; credentials: boolean; onChange: (flags: LoadFlags) => void }) {
  const t = useTranslate();
  const box = (field: keyof LoadFlags, key: string) => <CheckboxField label={t(`vc:restore.${key}`)} checked={flags[field]} onCheckedChange={(on) => onChange({ ...flags, [field]: on })} />;
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      {box('loadAttributes', 'load-attributes')}
      {box('loadRelations', 'load-relations')}
      {credentials && box('loadCredentials', 'load-credentials')}
      {box('removeOtherEntities', 'remove-other')}
      {box('findExistingEntityByName', 'find-by-name')}
    </div>
  );
}

/** The chosen types to restore, among those the version holds, each with its load flags. */
function LoadTypeRows({ rows, offered, onChange }: { rows: LoadTypeRow[]; offered: readonly VersionableEntityType[]; onChange: (rows: LoadTypeRow[]) => void }) {
  const t = useTranslate();
  const typeName = useTypeName();
  const free = offered.filter((type) => !rows.some((row) => row.entityType === type));
  const change = (i: number, row: LoadTypeRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  const add = () => {
    const row = newLoadTypeRow(rows, offered);
    if (row) onChange([...rows, row]);
  };
  return (
    <div className="flex flex-col gap-3">
      {rows.length > 0 && (
        <ul className="flex flex-col gap-3">
          {rows.map((row, i) => (
            <li key={row.entityType} className="flex flex-col gap-3 rounded-control border border-border p-3">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <SelectField
                    label={t('vc:auto-commit.entity-type')}
                    value={row.entityType}
                    onValueChange={(v) => change(i, { ...row, entityType: v as VersionableEntityType })}
                    options={[row.entityType, ...free].map((type) => ({ value: type, label: typeName(type) }))}
                  />
                </div>
                <button type="button" className={`${rowActionClass(true)} mt-6`} aria-label={t('vc:remove', { type: typeName(row.entityType) })} title={t('vc:remove', { type: typeName(row.entityType) })} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                  <Icon path={mdiDeleteOutline} size={18} />
                </button>
              </div>
              <LoadFlagFields flags={row} credentials={row.entityType === 'DEVICE'} onChange={(flags) => change(i, { ...row, ...flags })} />
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 && (
        <div>
          <Button onClick={add}>
            <Icon path={mdiPlus} size={18} />
            {t('vc:auto-commit.add')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Props of {@link RestoreVersionDialog}. */
export interface RestoreVersionDialogProps {
  /** The version to restore: its id and name. */
  version: { id: string; name: string };
  onClose: () => void;
}

/** "Restore version": every type the version holds or chosen ones with their load flags, confirmed; the progress, then each type's counts or the error. */
export function RestoreVersionDialog({ version, onClose }: RestoreVersionDialogProps) {
  const t = useTranslate();
  const typeName = useTypeName();
  const formId = useId();
  const [held, setHeld] = useState<Held | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [form, setForm] = useState<LoadVersionForm>(newLoadForm);
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ state: 'form' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    let live = true;
    setHeld(undefined);
    void loadVersionTypes(version.id).then((types) => live && setHeld(types ?? null));
    return () => {
      live = false;
    };
  }, [version.id, attempt]);

  const offered = (held ?? []).map((h) => h.entityType);
  const errors = loadFormErrors(form, offered);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.types) return;
    const removes = form.scope === 'ALL' ? form.removeOtherEntities : form.types.some((row) => row.removeOtherEntities);
    const confirmed = await showConfirm({
      title: t('vc:restore.confirm-title', { name: version.name }),
      message: t(removes ? 'vc:restore.confirm-remove' : 'vc:restore.confirm-text'),
      ok: t('vc:restore.submit'),
    });
    if (!confirmed) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ state: 'running' });
    const outcome = await restoreVersion(loadRequestOf(version.id, form, offered), { signal: controller.signal }).then(
      loadOutcomeOf,
      (err: unknown): LoadOutcome => ({ ok: false, error: { key: 'vc:restore.error-runtime', values: { message: err instanceof Error ? err.message : '' } } }),
    );
    if (controller.signal.aborted) return;
    setPhase({ state: 'done', outcome });
  };

  const running = phase.state === 'running';
  const canSubmit = phase.state === 'form' && !!held;
  const actions = canSubmit
    ? <DialogActions formId={formId} label={t('vc:restore.submit')} busy={false} onCancel={onClose} />
    : <Button variant={phase.state === 'form' ? 'secondary' : 'primary'} disabled={running} onClick={onClose}>{t('vc:close')}</Button>;
  const result = (outcome: LoadOutcome) => outcome.ok
    ? <RequestOutcome ok title={t('vc:restore.done')} lines={outcome.types.map((r) => t('vc:restore.type-result', { ...r, type: typeName(r.entityType) }))} />
    : <RequestOutcome ok={false} title={t('vc:restore.failed')} lines={[t(outcome.error.key, outcome.error.values)]} />;
  return (
    <KitDialog open size="md" closeButton title={t('vc:restore.title', { name: version.name })} onDismiss={onClose} actions={actions}>
      {phase.state === 'running' && <RequestRunning text={t('vc:restore.running')} />}
      {phase.state === 'done' && result(phase.outcome)}
      {phase.state === 'form' && held === undefined && <RequestRunning text={t('vc:restore.reading')} />}
      {phase.state === 'form' && held === null && <LoadFailedNotice onRetry={() => setAttempt((n) => n + 1)} />}
      {canSubmit && (
        <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <p className="text-base text-text-muted" dir="auto">
            {held.map((h) => t('vc:restore.holds', { type: typeName(h.entityType), count: h.count })).join(' · ')}
          </p>
          {offered.length > 0 && (
            <>
              <RadioChoice<TypeScope>
                legend={t('vc:create.entities')}
                value={form.scope}
                onChange={(scope) => setForm((f) => ({ ...f, scope }))}
                options={(['ALL', 'CHOSEN'] as const).map((scope) => ({ value: scope, label: t(`vc:create.scope-${scope}`) }))}
              />
              {form.scope === 'ALL'
                ? <LoadFlagFields flags={form} credentials={offered.includes('DEVICE')} onChange={(flags) => setForm((f) => ({ ...f, ...flags }))} />
                : <LoadTypeRows rows={form.types} offered={offered} onChange={(types) => setForm((f) => ({ ...f, types }))} />}
            </>
          )}
          {(submitted || offered.length === 0) && errors.types && <Callout tone={offered.length === 0 ? 'info' : 'danger'}>{t(errors.types)}</Callout>}
        </form>
      )}
    </KitDialog>
  );
}
