import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The process id in a data directory's `postmaster.pid` lock file; undefined when there is none. */
export function readPostmasterPid(databaseDir: string): number | undefined {
  const file = join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Whether a process exists (one of another user counts too). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\u0000').filter(Boolean);
  } catch (_err) {
    return undefined;
  }
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state, parent id, ...
    const parent = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
    return Number.isInteger(parent) ? parent : undefined;
  } catch (_err) {
    return undefined;
  }
}

async function exited(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!isProcessAlive(pid)) return true;
    await sleep(100);
  }
  return !isProcessAlive(pid);
}

async function stopOrphan(pid: number, log: (line: string) => void): Promise<void> {
  for (const [signal, ms] of [['SIGINT', 15_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch (_err) {
      return;
    }
    if (await exited(pid, ms)) return;
    log(`PostgreSQL (process ${pid}) ignored ${signal}`);
  }
  throw new Error(`PostgreSQL (process ${pid}) left by a previous run could not be stopped`);
}

/**
 * Frees a data directory left behind by a server that was killed: a lock file whose process is gone
 * (or is no PostgreSQL of this directory) is removed, and an orphaned postmaster of this directory is
 * shut down. Throws when the postmaster still belongs to another running server.
 */
export async function releaseDataDirectory(databaseDir: string, log: (line: string) => void): Promise<void> {
  const pid = readPostmasterPid(databaseDir);
  if (pid === undefined) return;
  const lockFile = join(databaseDir, 'postmaster.pid');
  const command = isProcessAlive(pid) ? commandLine(pid) : [];
  if (command === undefined) {
    throw new Error(`PostgreSQL (process ${pid}) still runs on ${databaseDir}; stop it, then start again`);
  }
  const ours = command.some((arg) => resolve(arg) === resolve(databaseDir));
  if (!ours) {
    log(`removing the stale PostgreSQL lock file of process ${pid}`);
    rmSync(lockFile, { force: true });
    return;
  }
  const parent = parentOf(pid);
  const parentCommand = parent !== undefined && parent > 1 && parent !== process.pid ? commandLine(parent) : undefined;
  if (parentCommand?.some((arg) => /(^|\/)node(js)?$/.test(arg))) {
    throw new Error(`${databaseDir} is in use by another running server (process ${parent})`);
  }
  log(`stopping PostgreSQL (process ${pid}) left running by a previous run`);
  await stopOrphan(pid, log);
  if (readPostmasterPid(databaseDir) === pid) rmSync(lockFile, { force: true });
}
