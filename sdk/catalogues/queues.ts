/** Services a queue belongs to. */
export const QUEUE_SERVICE_TYPES = ['TB_CORE', 'TB_RULE_ENGINE', 'TB_TRANSPORT', 'JS_EXECUTOR'] as const;

/** One service type of {@link QUEUE_SERVICE_TYPES}. */
export type QueueServiceType = (typeof QUEUE_SERVICE_TYPES)[number];

/** Queue submit strategies. */
export const QUEUE_SUBMIT_STRATEGIES = [
  'SEQUENTIAL_BY_ORIGINATOR',
  'SEQUENTIAL_BY_TENANT',
  'SEQUENTIAL',
  'BURST',
  'BATCH',
] as const;

/** One submit strategy of {@link QUEUE_SUBMIT_STRATEGIES}. */
export type QueueSubmitStrategy = (typeof QUEUE_SUBMIT_STRATEGIES)[number];

/** Queue processing strategies. */
export const QUEUE_PROCESSING_STRATEGIES = [
  'RETRY_FAILED_AND_TIMED_OUT',
  'SKIP_ALL_FAILURES',
  'SKIP_ALL_FAILURES_AND_TIMED_OUT',
  'RETRY_ALL',
  'RETRY_FAILED',
  'RETRY_TIMED_OUT',
] as const;

/** One processing strategy of {@link QUEUE_PROCESSING_STRATEGIES}. */
export type QueueProcessingStrategy = (typeof QUEUE_PROCESSING_STRATEGIES)[number];
