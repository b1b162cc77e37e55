import vm from 'node:vm';
import { HARNESS_SOURCE } from './script-harness.js';

/** Script kinds of the rule node script test, and what each must answer. */
export const SCRIPT_TYPES = ['update', 'generate', 'filter', 'switch', 'json', 'string'] as const;

/** One of {@link SCRIPT_TYPES}. */
export type ScriptType = (typeof SCRIPT_TYPES)[number];

/** Time a test script may run, in milliseconds. */
export const SCRIPT_TIMEOUT_MS = 500;

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

function compileError(err: unknown): string {
  const e = err as { name?: unknown; message?: unknown; stack?: unknown };
  const name = typeof e?.name === 'string' ? e.name : 'SyntaxError';
  const message = typeof e?.message === 'string' ? e.message : 'the script cannot be compiled';
  const line = typeof e?.stack === 'string' ? /script\.js:(\d+)/.exec(e.stack)?.[1] : undefined;
  return `${name}: ${message}${line ? ` (line ${line})` : ''}`;
}

function hostError(err: unknown, timeoutMs: number): string {
  if ((err as { code?: unknown })?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
    return `Script execution timed out after ${timeoutMs} ms`;
  }
  return 'Script execution failed';
}

/**
 * Runs a user script in a fresh V8 context that has only the language built-ins (no `require`,
 * `process`, timers, `eval` or WebAssembly), stopped after `timeoutMs`, and formats its answer
 * as ThingsBoard's script test does. Never throws.
 */
export function runScript(run: ScriptRun, timeoutMs = SCRIPT_TIMEOUT_MS): ScriptResult {
  if (!(SCRIPT_TYPES as readonly string[]).includes(run.scriptType)) return failed(`Unsupported script type: ${run.scriptType}`);
  const context = vm.createContext(Object.create(null), {
    codeGeneration: { strings: false, wasm: false },
    // Promise jobs run inside the timed evaluation, so a script cannot loop after it returns.
    microtaskMode: 'afterEvaluate',
  });
  let userFn: unknown;
  try {
    userFn = vm.compileFunction(run.script, run.argNames, { parsingContext: context, filename: 'script.js' });
  } catch (err) {
    return failed(compileError(err));
  }
  const payload = JSON.stringify({ scriptType: run.scriptType, msg: run.msg, metadata: run.metadata, msgType: run.msgType });
  const globals = context as Record<string, unknown>;
  globals.__payload = payload;
  globals.__user = userFn;
  let answer: unknown;
  try {
    answer = vm.runInContext(`${HARNESS_SOURCE}(__payload, __user)`, context, { timeout: timeoutMs, filename: 'harness.js' });
  } catch (err) {
    return failed(hostError(err, timeoutMs));
  }
  return readAnswer(answer);
}

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
