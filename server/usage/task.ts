import type { ServerContext } from '../context.js';
import { UsageTracker } from './service.js';

/** Interval between two writes of the usage counters, in ms. */
export const USAGE_REPORT_PERIOD_MS = 10_000;

/** Counts API usage and writes each tenant's counters as time series of its usage state every 10 seconds. */
export default function startUsageReports(ctx: ServerContext): void {
  const tracker = new UsageTracker(ctx);
  tracker.start();
  const timer = setInterval(() => {
    tracker.flush().catch((err: unknown) => ctx.log(`usage report failed: ${(err as Error).message}`));
  }, USAGE_REPORT_PERIOD_MS);
  timer.unref();
  ctx.onClose(async () => {
    clearInterval(timer);
    tracker.stop();
    await tracker.flush().catch(() => undefined);
  });
}
