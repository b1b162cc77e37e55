import type { ServerContext } from './context.js';
import startSimulator from './simulator/task.js';
import startUsageReports from './usage/task.js';

/** A background task: starts its work and registers its stop with `ctx.onClose`. */
export type BackgroundTask = (ctx: ServerContext) => Promise<void> | void;

/** The tasks a running server keeps going: the demo device simulator and API usage reports. */
export const BACKGROUND_TASKS: readonly BackgroundTask[] = [startSimulator, startUsageReports];

/** Starts every background task, in order. */
export async function startBackgroundTasks(ctx: ServerContext, tasks = BACKGROUND_TASKS): Promise<void> {
  for (const task of tasks) await task(ctx);
}
