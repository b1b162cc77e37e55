/**
 * Source of the worker thread that runs one script test. The worker builds a fresh V8 context that
 * has only the language built-ins, compiles the user function in it, reports that it started, runs
 * the harness and posts the harness's JSON answer. The main thread enforces the time limit by
 * terminating the worker, which also ends any work the script left queued.
 */
export const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');

function compileError(err) {
  const name = err && typeof err.name === 'string' ? err.name : 'SyntaxError';
  const message = err && typeof err.message === 'string' ? err.message : 'the script cannot be compiled';
  const m = err && typeof err.stack === 'string' ? /script\.js:(\d+)/.exec(err.stack) : null;
  return name + ': ' + message + (m ? ' (line ' + m[1] + ')' : '');
}

function main(job) {
  const context = vm.createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false } });
  // Contexts made in a worker carry the inspector's console; scripts get nothing beyond the language.
  vm.runInContext('delete globalThis.console;', context);
  let userFn;
  try {
    userFn = vm.compileFunction(job.script, job.argNames, { parsingContext: context, filename: 'script.js' });
  } catch (err) {
    parentPort.postMessage({ compileError: compileError(err) });
    return;
  }
  context.__payload = job.payload;
  context.__user = userFn;
  parentPort.postMessage({ started: true });
  let answer = null;
  try {
    const out = vm.runInContext(job.harness + '(__payload, __user)', context, { filename: 'harness.js' });
    answer = typeof out === 'string' ? out : null;
  } catch (_err) {
    answer = null;
  }
  parentPort.postMessage({ answer });
}

main(workerData);
`;
