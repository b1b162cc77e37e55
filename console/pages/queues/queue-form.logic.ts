/** Submit strategies of a queue (shared-controls §3). */
export const SUBMIT_STRATEGY_TYPES = ['SEQUENTIAL_BY_ORIGINATOR', 'SEQUENTIAL_BY_TENANT', 'SEQUENTIAL', 'BURST', 'BATCH'] as const;
/** One of {@link SUBMIT_STRATEGY_TYPES}. */
export type SubmitStrategyType = (typeof SUBMIT_STRATEGY_TYPES)[number];

/** Processing strategies of a queue (shared-controls §3). */
export const PROCESSING_STRATEGY_TYPES = ['RETRY_FAILED_AND_TIMED_OUT', 'SKIP_ALL_FAILURES', 'SKIP_ALL_FAILURES_AND_TIMED_OUT', 'RETRY_ALL', 'RETRY_FAILED', 'RETRY_TIMED_OUT'] as const;
/** One of {@link PROCESSING_STRATEGY_TYPES}. */
export type ProcessingStrategyType = (typeof PROCESSING_STRATEGY_TYPES)[number];

/** The service type whose queues can be managed: the rule engine's. */
export const RULE_ENGINE_SERVICE_TYPE = 'TB_RULE_ENGINE';

/** The queue every rule engine needs; it cannot be deleted, and a tenant profile with isolated queues must list it. */
export const MAIN_QUEUE_NAME = 'Main';

/** The longest queue name the server keeps. */
export const QUEUE_NAME_MAX_LENGTH = 255;

/** A queue as `GET /api/queues/{id}` answers it and `POST /api/queues` takes it (protocol §6.5); a tenant profile's queue configuration has the same fields. */
export interface QueueRecord {
  id?: { entityType: string; id: string };
  createdTime?: number;
  tenantId?: { entityType: string; id: string };
  name: string;
  topic?: string | null;
  pollInterval: number;
  partitions: number;
  consumerPerPartition: boolean;
  packProcessingTimeout: number;
  submitStrategy: { type: string; batchSize?: number; [more: string]: unknown };
  processingStrategy: { type: string; retries?: number; failurePercentage?: number; pauseBetweenRetries?: number; maxPauseBetweenRetries?: number; [more: string]: unknown };
  additionalInfo?: { description?: string; [more: string]: unknown } | null;
  [more: string]: unknown;
}

/** The fields of the queue form, as typed (numbers as text, so a bad value can be shown and corrected). */
export interface QueueForm {
  name: string;
  topic: string;
  pollInterval: string;
  partitions: string;
  consumerPerPartition: boolean;
  packProcessingTimeout: string;
  submitType: SubmitStrategyType;
  batchSize: string;
  processingType: ProcessingStrategyType;
  retries: string;
  failurePercentage: string;
  pauseBetweenRetries: string;
  maxPauseBetweenRetries: string;
  description: string;
}

/** A field of {@link QueueForm}. */
export type QueueField = keyof QueueForm;

/**
 * The settings a new queue starts with, those of ThingsBoard's Main queue: poll every 25 ms, 10 partitions with a
 * consumer each, 2000 ms to process a pack, BURST submits of 1000, SKIP_ALL_FAILURES after 3 retries with 3 s pauses.
 */
export const NEW_QUEUE: QueueRecord = {
  name: '',
  topic: null,
  pollInterval: 25,
  partitions: 10,
  consumerPerPartition: true,
  packProcessingTimeout: 2000,
  submitStrategy: { type: 'BURST', batchSize: 1000 },
  processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 },
  additionalInfo: null,
};

const text = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** The form showing a queue (a strategy type the console does not know shows as the default one). */
export function queueFormOf(queue: QueueRecord): QueueForm {
  const submit = queue.submitStrategy ?? {};
  const processing = queue.processingStrategy ?? {};
  return {
    name: queue.name ?? '',
    topic: queue.topic ?? '',
    pollInterval: text(queue.pollInterval),
    partitions: text(queue.partitions),
    consumerPerPartition: queue.consumerPerPartition !== false,
    packProcessingTimeout: text(queue.packProcessingTimeout),
    submitType: oneOf(submit.type, SUBMIT_STRATEGY_TYPES, 'BURST'),
    batchSize: text(submit.batchSize ?? NEW_QUEUE.submitStrategy.batchSize),
    processingType: oneOf(processing.type, PROCESSING_STRATEGY_TYPES, 'SKIP_ALL_FAILURES'),
    retries: text(processing.retries),
    failurePercentage: text(processing.failurePercentage),
    pauseBetweenRetries: text(processing.pauseBetweenRetries),
    maxPauseBetweenRetries: text(processing.maxPauseBetweenRetries),
    description: queue.additionalInfo?.description ?? '',
  };
}

/** What is wrong with a field: a message key of the `queues` namespace and the numbers it names. */
export interface QueueFieldError {
  key: string;
  values?: Record<string, number>;
}

const NAME_CHARS = /^[a-zA-Z0-9_.-]+$/;
const WHOLE = /^\d+$/;
const NUMBER = /^\d+(\.\d+)?$/;

function wholeError(value: string, min: 0 | 1): QueueFieldError | null {
  const trimmed = value.trim();
  if (!WHOLE.test(trimmed) || Number(trimmed) < min || Number(trimmed) > Number.MAX_SAFE_INTEGER) return { key: min === 1 ? 'queues:form.min-1' : 'queues:form.min-0' };
  return null;
}

function nameError(name: string): QueueFieldError | null {
  if (!name.trim()) return { key: 'queues:form.name-required' };
  if (name.length > QUEUE_NAME_MAX_LENGTH) return { key: 'queues:form.name-max', values: { max: QUEUE_NAME_MAX_LENGTH } };
  return NAME_CHARS.test(name) ? null : { key: 'queues:form.name-chars' };
}

/**
 * The problems of a queue form, by field, as the server's queue validator has them: the name required, at most 255
 * characters of ASCII letters, digits, `.`, `_` and `-` (so is a topic, left blank for `tb_rule_engine.<name>`);
 * poll interval, partitions, processing timeout and (for BATCH) the batch size whole numbers of at least 1;
 * retries and pauses whole numbers of at least 0, the maximum pause not under the pause; the failure percentage
 * from 0 to 100.
 */
export function queueFormErrors(form: QueueForm): Partial<Record<QueueField, QueueFieldError>> {
  const errors: Partial<Record<QueueField, QueueFieldError>> = {};
  const add = (field: QueueField, error: QueueFieldError | null) => {
    if (error) errors[field] = error;
  };
  add('name', nameError(form.name));
  add('topic', form.topic.trim() && !NAME_CHARS.test(form.topic.trim()) ? { key: 'queues:form.topic-chars' } : null);
  for (const field of ['pollInterval', 'partitions', 'packProcessingTimeout'] as const) add(field, wholeError(form[field], 1));
  if (form.submitType === 'BATCH') add('batchSize', wholeError(form.batchSize, 1));
  for (const field of ['retries', 'pauseBetweenRetries', 'maxPauseBetweenRetries'] as const) add(field, wholeError(form[field], 0));
  const percentage = form.failurePercentage.trim();
  add('failurePercentage', NUMBER.test(percentage) && Number(percentage) <= 100 ? null : { key: 'queues:form.percentage' });
  if (!errors.pauseBetweenRetries && !errors.maxPauseBetweenRetries && Number(form.maxPauseBetweenRetries) < Number(form.pauseBetweenRetries)) {
    errors.maxPauseBetweenRetries = { key: 'queues:form.max-pause' };
  }
  return errors;
}

/** Whether a form has no problem. */
export function queueFormValid(form: QueueForm): boolean {
  return Object.keys(queueFormErrors(form)).length === 0;
}

/**
 * The queue saved from a form (valid, see {@link queueFormErrors}): the loaded queue (its id and other fields) with
 * the typed values as numbers, a blank topic left for the server to make, the description in its additional info.
 */
export function queueWithForm(queue: QueueRecord, form: QueueForm): QueueRecord {
  const description = form.description.trim();
  const { description: _old, ...info } = queue.additionalInfo ?? {};
  const additionalInfo = description ? { ...info, description } : Object.keys(info).length ? info : null;
  return {
    ...queue,
    name: form.name.trim(),
    topic: form.topic.trim() || null,
    pollInterval: Number(form.pollInterval),
    partitions: Number(form.partitions),
    consumerPerPartition: form.consumerPerPartition,
    packProcessingTimeout: Number(form.packProcessingTimeout),
    submitStrategy: { ...queue.submitStrategy, type: form.submitType, batchSize: Number(form.batchSize) || NEW_QUEUE.submitStrategy.batchSize },
    processingStrategy: {
      ...queue.processingStrategy,
      type: form.processingType,
      retries: Number(form.retries),
      failurePercentage: Number(form.failurePercentage),
      pauseBetweenRetries: Number(form.pauseBetweenRetries),
      maxPauseBetweenRetries: Number(form.maxPauseBetweenRetries),
    },
    additionalInfo,
  };
}

/** The topic a queue gets when its topic is left blank (the server makes the same). */
export function defaultTopic(name: string): string {
  return `tb_rule_engine.${name.trim().toLowerCase()}`;
}

/** The address of a queue's page. */
export function queuePath(id: string): string {
  return `/settings/queues/${encodeURIComponent(id)}`;
}
