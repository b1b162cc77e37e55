import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { notifySuccess } from '../../shell/notify.js';
import { CheckboxField, TextField } from '../auth/form-controls.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { call } from '../entity-list/api.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { fieldError, NAME_MAX_LENGTH } from '../entity-list/entity-list.logic.js';
import { newRuleChainBody, type NewRuleChainForm } from './rule-chain-form.logic.js';
import type { RuleChainType } from './rule-chains.logic.js';

/** Props of {@link RuleChainAddDialog}. */
export interface RuleChainAddDialogProps {
  /** The type of chain added: a core chain on Rule chains, an edge one on Rule chain templates. */
  type: RuleChainType;
  /** Called after the chain was saved. */
  onAdded: () => void;
  onClose: () => void;
}

/** Adding an empty rule chain: name (required, at most 255 characters), debug mode and description; a refusal shows the server's message. */
export function RuleChainAddDialog({ type, onAdded, onClose }: RuleChainAddDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [form, setForm] = useState<NewRuleChainForm>({ name: '', debugMode: false, description: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameLabel = t('lists:field.name');
  const nameError = fieldError({ key: 'name', required: true }, form.name);
  const shownError = nameError && (submitted || nameError !== 'lists:form.required') ? t(nameError, { field: nameLabel, max: NAME_MAX_LENGTH }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError) return;
    setBusy(true);
    const body = newRuleChainBody(form, type);
    const { ok } = await call('POST', '/api/ruleChain', { body });
    setBusy(false);
    if (!ok) return;
    notifySuccess(t('rulechains:add.added', { name: body.name }));
    onAdded();
    onClose();
  };

  return (
    <KitDialog
      open
      closeButton
      title={t(type === 'EDGE' ? 'rulechains:add.edge-title' : 'rulechains:add.title')}
      onDismiss={onClose}
      actions={<DialogActions formId={formId} label={t('lists:action.add')} busy={busy} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField label={nameLabel} value={form.name} onValueChange={(name) => setForm((f) => ({ ...f, name }))} required disabled={busy} dir="auto" error={shownError} />
        <div className="flex flex-col gap-1">
          <CheckboxField label={t('rulechains:add.debug')} checked={form.debugMode} onCheckedChange={(debugMode) => setForm((f) => ({ ...f, debugMode }))} disabled={busy} />
          <p className="ps-6.5 text-sm text-text-muted">{t('rulechains:add.debug-hint')}</p>
        </div>
        <TextAreaField label={t('lists:field.description')} value={form.description} onValueChange={(description) => setForm((f) => ({ ...f, description }))} disabled={busy} rows={3} dir="auto" />
      </form>
    </KitDialog>
  );
}
