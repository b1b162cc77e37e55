// What the page and the sandbox frame say to each other about user-written functions (function data
// keys and mobile action functions): the jobs, the answers, and the shape check every answer passes
// before the page uses it. Pure.
import { MAX_FRAME_TEXT, TOAST_KINDS, type ToastKind } from '../widgets/custom/frame-limits.js';

/** Longest a function job may run in the sandbox before it is stopped and reported, in ms. */
export const FUNCTION_TIMEOUT_MS = 5000;

/**
 * How much longer than {@link FUNCTION_TIMEOUT_MS} the page waits for a silent frame with jobs pending
 * before it ends the frame (the frame's own limit could not act: it runs the job itself), in ms.
 */
export const FRAME_GRACE_MS = 2000;

/** A value a function produced, as it crosses to the page: objects arrive as JSON text. */
export type FunctionValue = number | string | boolean | null;

/** Values of a function data key: `body` called as `(time, prevValue)` at `start + i * step` for `i < count`. */
export interface SeriesJob {
  body: string;
  start: number;
  step: number;
  count: number;
  /** `prevValue` of the first call; each later call gets the value before it. */
  prevValue: unknown;
}

/** The values of a series job, in time order, and the last value as the next job's `prevValue`. */
export interface SeriesResult {
  values: ArrayLike<FunctionValue>;
  last: unknown;
}

/** What a function's `widgetContext` may hold besides its methods. */
export interface CallContext {
  widgetTitle?: string;
  settings?: Record<string, unknown>;
  stateParams?: Record<string, unknown>;
}

/** One call of a function with named arguments; the argument at `contextAt` (when ≥ 0) becomes its `widgetContext`. */
export interface CallJob {
  args: readonly string[];
  body: string;
  values: readonly unknown[];
  contextAt: number;
  context?: CallContext;
}

/** What a function's `widgetContext` asked the page for while it ran. */
export type ContextRequest =
  | { method: 'toast'; kind: ToastKind; message: string; durationMs?: number }
  | { method: 'state'; op: 'open' | 'update'; stateId: string; params: Record<string, unknown>; openRightLayout: boolean };

/**
 * Why a function job gave no result: its body does not compile, it threw (`at` is the time argument of a
 * data key's failing call), it ran past the limit, the sandbox never started, or the sandbox was ended
 * while the job waited (then it may simply be asked again).
 */
export type FunctionFailureKind = 'compile' | 'run' | 'timeout' | 'no-start' | 'lost';

/** A function job that gave no result. */
export class FunctionFailure extends Error {
  /** Why. */
  readonly kind: FunctionFailureKind;
  /** The error's name as the function threw it (`SyntaxError`, `TypeError` …). */
  readonly errorName: string;
  /** For a data key that threw: the `time` of the failing call. */
  readonly at: number | undefined;

  /** A failure of a kind, with the error's name and message. */
  constructor(kind: FunctionFailureKind, errorName: string, message: string, at?: number) {
    super(message);
    this.name = 'FunctionFailure';
    this.kind = kind;
    this.errorName = errorName;
    this.at = at;
  }
}

/** What runs function data keys: the widget runtime's only way to user code. */
export interface FunctionRunner {
  /** Resolves a series job's values; rejects with a {@link FunctionFailure}. */
  series(job: SeriesJob): Promise<SeriesResult>;
}

/** A message the page sends to the frame for one job. */
export type FunctionJobMessage =
  | ({ type: 'fn'; op: 'series'; id: number; timeoutMs: number } & SeriesJob)
  | ({ type: 'fn'; op: 'call'; id: number; timeoutMs: number } & CallJob);

/** A message from the frame about a job, after its shape was checked. */
export type FunctionFrameMessage =
  | { type: 'ready' }
  | { type: 'fn-result'; id: number; ok: true; values?: ArrayLike<FunctionValue>; last?: unknown; value?: unknown }
  | { type: 'fn-result'; id: number; ok: false; kind: 'compile' | 'run' | 'timeout'; name: string; message: string; at?: number }
  | ({ type: 'fn-context'; id: number } & ContextRequest);

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v.slice(0, MAX_FRAME_TEXT) : undefined);
const isValue = (v: unknown): v is FunctionValue => v === null || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';

/** Series values as the frame sends them: a Float64Array when all are numbers, else a list of plain values. */
function seriesValues(v: unknown): ArrayLike<FunctionValue> | undefined {
  if (v instanceof Float64Array) return v;
  return Array.isArray(v) && v.every(isValue) ? v : undefined;
}

function readResult(m: Record<string, unknown>): FunctionFrameMessage | null {
  if (!isId(m.id)) return null;
  if (m.ok === true) {
    if (m.values === undefined) return { type: 'fn-result', id: m.id, ok: true, value: m.value ?? null };
    const values = seriesValues(m.values);
    return values ? { type: 'fn-result', id: m.id, ok: true, values, last: m.last ?? null } : null;
  }
  if (m.kind !== 'compile' && m.kind !== 'run' && m.kind !== 'timeout') return null;
  const at = typeof m.at === 'number' && Number.isFinite(m.at) ? m.at : undefined;
  return { type: 'fn-result', id: m.id, ok: false, kind: m.kind, name: text(m.name) || 'Error', message: text(m.message) ?? '', ...(at === undefined ? {} : { at }) };
}

function readContext(m: Record<string, unknown>): FunctionFrameMessage | null {
  if (!isId(m.id)) return null;
  if (m.method === 'toast') {
    const message = text(m.message);
    if (!(TOAST_KINDS as readonly unknown[]).includes(m.kind) || message === undefined) return null;
    const durationMs = typeof m.durationMs === 'number' && Number.isFinite(m.durationMs) && m.durationMs > 0 ? m.durationMs : undefined;
    return { type: 'fn-context', id: m.id, method: 'toast', kind: m.kind as ToastKind, message, ...(durationMs ? { durationMs } : {}) };
  }
  const stateId = text(m.stateId);
  if (m.method !== 'state' || (m.op !== 'open' && m.op !== 'update') || !stateId) return null;
  return { type: 'fn-context', id: m.id, method: 'state', op: m.op, stateId, params: isRecord(m.params) ? m.params : {}, openRightLayout: m.openRightLayout === true };
}

/**
 * A frame's message about function jobs when its shape is one the page acts on, else null: series values
 * must be a Float64Array or a list of numbers, texts, booleans and nulls; texts are cut to
 * {@link MAX_FRAME_TEXT} characters; ids are positive integers.
 */
export function readFunctionMessage(raw: unknown): FunctionFrameMessage | null {
  if (!isRecord(raw)) return null;
  if (raw.type === 'ready') return { type: 'ready' };
  if (raw.type === 'fn-result') return readResult(raw);
  if (raw.type === 'fn-context') return readContext(raw);
  return null;
}

/** The failure a frame reported, as the page raises it. */
export function failureOf(message: Extract<FunctionFrameMessage, { type: 'fn-result'; ok: false }>): FunctionFailure {
  return new FunctionFailure(message.kind, message.name, message.message, message.at);
}
