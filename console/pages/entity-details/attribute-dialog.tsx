import { useId, useState, type FormEvent } from 'react';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { VALUE_TYPES, type ValueType } from '../../../sdk/catalogues/value-types.js';
import { Button, CheckboxField, SelectField, TextField } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import { TextAreaField } from './text-area-field.js';
import { attributeChange, hasNoValue, withType, type AttributeChange, type AttributeDraft } from './attribute-value.logic.js';

/** Props of {@link AttributeDialog}. */
export interface AttributeDialogProps {
  /** The entry edited, or a new one. */
  initial: AttributeDraft;
  /** Whether the entry exists already (its key is then fixed, and an empty value deletes it). */
  existing: boolean;
  /** Carries out a valid change; resolves true when it went through (the dialog then closes). */
  onApply: (change: Exclude<AttributeChange, { kind: 'invalid' }>) => Promise<boolean>;
  /** Called when the dialog closes without a change. */
  onClose: () => void;
}

const TYPE_KEYS: Readonly<Record<ValueType, string>> = {
  STRING: 'value.string',
  INTEGER: 'value.integer',
  DOUBLE: 'value.double',
  BOOLEAN: 'value.boolean',
  JSON: 'value.json',
};

/** The add and edit dialog of an attribute: key, value type and a value input fitting the type. */
export function AttributeDialog({ initial, existing, onApply, onClose }: AttributeDialogProps) {
  const t = useConsoleText();
  const formId = useId();
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const change = attributeChange(draft, existing);
  const errors = submitted && change.kind === 'invalid' ? change.errors : {};
  const set = (patch: Partial<AttributeDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (change.kind === 'invalid') return;
    setBusy(true);
    const done = await onApply(change);
    setBusy(false);
    if (done) onClose();
  };

  const valueLabel = t('attribute.value');
  const valueError = errors.value ? t(errors.value) : null;
  const deletes = existing && hasNoValue(draft);
  const note = deletes ? t('attribute.empty-deletes') : null;
  return (
    <KitDialog
      open
      size="sm"
      closeButton
      title={t(existing ? 'attribute.edit-attribute' : 'attribute.add-attribute')}
      onDismiss={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('kit:action.cancel')}</Button>
          <Button type="submit" form={formId} variant={deletes ? 'danger' : 'primary'} disabled={busy}>
            {t(deletes ? 'attribute.delete' : existing ? 'attribute.save' : 'attribute.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <TextField
          label={t('attribute.key')}
          value={draft.key}
          onValueChange={(key) => set({ key })}
          disabled={existing || busy}
          error={errors.key ? t(errors.key, { max: 255 }) : null}
          spellCheck={false}
          autoCapitalize="off"
          dir="auto"
          required
        />
        <SelectField
          label={t('value.type')}
          value={draft.type}
          onValueChange={(type) => setDraft((d) => withType(d, type as ValueType))}
          options={VALUE_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
          disabled={busy}
        />
        {draft.type === 'BOOLEAN' ? (
          <CheckboxField label={t('value.true')} checked={draft.flag} onCheckedChange={(flag) => set({ flag })} disabled={busy} />
        ) : draft.type === 'JSON' ? (
          <TextAreaField label={valueLabel} value={draft.text} onValueChange={(text) => set({ text })} rows={6} spellCheck={false} dir="ltr" code disabled={busy} error={valueError} hint={note} />
        ) : (
          <TextField
            label={valueLabel}
            value={draft.text}
            onValueChange={(text) => set({ text })}
            inputMode={draft.type === 'INTEGER' ? 'numeric' : draft.type === 'DOUBLE' ? 'decimal' : undefined}
            dir={draft.type === 'STRING' ? 'auto' : 'ltr'}
            disabled={busy}
            error={valueError}
            hint={note}
          />
        )}
      </form>
    </KitDialog>
  );
}
