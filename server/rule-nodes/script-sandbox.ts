import { Worker } from 'node:worker_threads';
import { HARNESS_SOURCE } from './script-harness.js';
import { WORKER_SOURCE } from './script-worker.js';

/** Script kinds of the rule node script test, and what each must answer. */
export const SCRIPT_TYPES = ['update', 'generate', 'filter', 'switch', 'json', 'string'] as const;

/** One of {@link SCRIPT_TYPES}. */
export type ScriptType = (typeof SCRIPT_TYPES)[number];

/** Time a test script may run, in milliseconds. */
export const SCRIPT_TIMEOUT_MS = 500;

/** Memory a test script may use (old generation of its worker), in megabytes. */
export const SCRIPT_MEMORY_MB = 64;

/** Longest wait for a worker to start before the run is given up, in milliseconds. */
const STARTUP_LIMIT_MS = 10_000;

/** Script runs (worker threads) allowed at the same time; further runs wait their turn. */
export const MAX_CONCURRENT_SCRIPTS = 4;

/** Argument names used when the request gives none. */
export const DEFAULT_ARG_NAMES = ['msg', 'metadata', 'msgType'];

/** A script test: the function body, its arguments and the message it is called with. */
export interface ScriptRun {
  script: string;
  scriptType: string;
  argNames: string[];
  /** The message body as JSON text. */
  msg: string;
  metadata: Record<string, string>;
  msgType: string;
}

/** What the script test answers: the output text, or an error text (the other one empty). */
export interface ScriptResult {
  output: string;
  error: string;
}

const failed = (error: string): ScriptResult => ({ output: '', error });

/** Reads the harness answer defensively: the script may have tampered with the sandbox's built-ins. */
function readAnswer(answer: unknown): ScriptResult {
  let parsed: unknown;
  try {
    parsed = typeof answer === 'string' ? JSON.parse(answer) : undefined;
  } catch (_err) {
    parsed = undefined;
  }
  const { output, error } = (parsed ?? {}) as { output?: unknown; error?: unknown };
  if (typeof error === 'string') return failed(error);
  if (typeof output === 'string') return { output, error: '' };
  return failed('Script execution failed');
}

interface WorkerMessage {
  started?: boolean;
  compileError?: string;
  answer?: unknown;
}

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  // A finishing run hands its slot straight to the next waiting one, so at most the maximum ever run.
  if (running >= MAX_CONCURRENT_SCRIPTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Runs a user script in a worker thread, inside a fresh V8 context that has only the language
 * built-ins (no `require`, `process`, timers, `eval` or WebAssembly), stops it after `timeoutMs` and
 * formats its answer as ThingsBoard's script test does. Never rejects.
 */
export function runScript(run: ScriptRun, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<ScriptResult> {
  if (!(SCRIPT_TYPES as readonly string[]).includes(run.scriptType)) return Promise.resolve(failed(`Unsupported script type: ${run.scriptType}`));
  return withSlot(() => runInWorker(run, timeoutMs));
}

function runInWorker(run: ScriptRun, timeoutMs: number): Promise<ScriptResult> {
  const payload = JSON.stringify({ scriptType: run.scriptType, msg: run.msg, metadata: run.metadata, msgType: run.msgType });
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true, execArgv: [], env: {}, stdout: true, stderr: true,
      workerData: { script: run.script, argNames: run.argNames, payload, harness: HARNESS_SOURCE },
      resourceLimits: { maxOldGenerationSizeMb: SCRIPT_MEMORY_MB, maxYoungGenerationSizeMb: 16 },
    });
    let done = false;
    let timer = setTimeout(() => finish(failed('Script execution did not start')), STARTUP_LIMIT_MS);
    const finish = (result: ScriptResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    worker.on('message', (m: WorkerMessage) => {
      if (m.started) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(failed(`Script execution timed out after ${timeoutMs} ms`)), timeoutMs);
      } else if (typeof m.compileError === 'string') {
        finish(failed(m.compileError));
      } else {
        finish(readAnswer(m.answer));
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      finish(failed(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'Script execution ran out of memory' : 'Script execution failed')));
    worker.on('exit', () => finish(failed('Script execution failed')));
  });
}
