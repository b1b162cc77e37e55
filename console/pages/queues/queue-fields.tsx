import type { ReactNode } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { CheckboxField, SelectField, TextField } from '../auth/form-controls.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { registerQueuesLocales } from './i18n/index.js';
import {
  defaultTopic, PROCESSING_STRATEGY_TYPES, queueFormErrors, SUBMIT_STRATEGY_TYPES, type ProcessingStrategyType, type QueueField, type QueueForm, type SubmitStrategyType,
} from './queue-form.logic.js';

await registerQueuesLocales();

/** Props of {@link QueueFields}. */
export interface QueueFieldsProps {
  form: QueueForm;
  onChange: (form: QueueForm) => void;
  /** Shows every problem (after a save was tried); otherwise only problems of fields that hold text. */
  showErrors: boolean;
  disabled?: boolean;
  /** The name is shown but cannot change (a saved queue keeps its name). */
  nameFixed?: boolean;
}

/** A titled group of fields. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-text">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The fields of a queue (shared-controls §3, protocol §6.5): name and topic; polling (interval, partitions, a
 * consumer per partition, processing timeout); the submit strategy with its batch size for BATCH; the processing
 * strategy with retries, failure percentage and pauses; a description. Numbers are typed as text and checked.
 */
export function QueueFields({ form, onChange, showErrors, disabled = false, nameFixed = false }: QueueFieldsProps) {
  const t = useTranslate();
  const errors = queueFormErrors(form);
  const set = <K extends QueueField>(field: K, value: QueueForm[K]) => onChange({ ...form, [field]: value });
  const errorOf = (field: QueueField) => {
    const error = errors[field];
    return error && (showErrors || (typeof form[field] === 'string' && form[field] !== '')) ? t(error.key, error.values) : null;
  };
  const number = (field: 'pollInterval' | 'partitions' | 'packProcessingTimeout' | 'batchSize' | 'retries' | 'failurePercentage' | 'pauseBetweenRetries' | 'maxPauseBetweenRetries', hint?: string) => (
    <TextField
      label={t(`queues:field.${field}`)}
      value={form[field]}
      onValueChange={(value) => set(field, value)}
      inputMode={field === 'failurePercentage' ? 'decimal' : 'numeric'}
      dir="ltr"
      required
      disabled={disabled}
      error={errorOf(field)}
      hint={hint}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      <Group legend={t('queues:section.queue')}>
        <TextField
          label={t('queues:field.name')}
          value={form.name}
          onValueChange={(value) => set('name', value)}
          required
          readOnly={nameFixed}
          disabled={disabled}
          dir="ltr"
          spellCheck={false}
          error={errorOf('name')}
          hint={nameFixed ? t('queues:field.name-fixed') : t('queues:field.name-hint')}
        />
        <TextField
          label={t('queues:field.topic')}
          value={form.topic}
          onValueChange={(value) => set('topic', value)}
          disabled={disabled}
          dir="ltr"
          spellCheck={false}
          placeholder={form.name.trim() ? defaultTopic(form.name) : undefined}
          error={errorOf('topic')}
          hint={t('queues:field.topic-hint')}
        />
      </Group>
      <Group legend={t('queues:section.polling')}>
        {number('pollInterval')}
        {number('partitions')}
        {number('packProcessingTimeout')}
        <div className="flex items-center sm:pt-6">
          <CheckboxField label={t('queues:field.consumerPerPartition')} checked={form.consumerPerPartition} disabled={disabled} onCheckedChange={(on) => set('consumerPerPartition', on)} />
        </div>
      </Group>
      <Group legend={t('queues:section.submit')}>
        <SelectField
          label={t('queues:field.submitType')}
          value={form.submitType}
          disabled={disabled}
          onValueChange={(value) => set('submitType', value as SubmitStrategyType)}
          hint={t(`queues:submit-hint.${form.submitType}`)}
          options={SUBMIT_STRATEGY_TYPES.map((type) => ({ value: type, label: t(`queues:submit.${type}`) }))}
        />
        {form.submitType === 'BATCH' && number('batchSize')}
      </Group>
      <Group legend={t('queues:section.processing')}>
        <div className="sm:col-span-2">
          <SelectField
            label={t('queues:field.processingType')}
            value={form.processingType}
            disabled={disabled}
            onValueChange={(value) => set('processingType', value as ProcessingStrategyType)}
            hint={t(`queues:processing-hint.${form.processingType}`)}
            options={PROCESSING_STRATEGY_TYPES.map((type) => ({ value: type, label: t(`queues:processing.${type}`) }))}
          />
        </div>
        {number('retries', t('queues:field.retries-hint'))}
        {number('failurePercentage', t('queues:field.failurePercentage-hint'))}
        {number('pauseBetweenRetries')}
        {number('maxPauseBetweenRetries')}
      </Group>
      <TextAreaField label={t('queues:field.description')} value={form.description} onValueChange={(value) => set('description', value)} disabled={disabled} rows={2} dir="auto" />
    </div>
  );
}
