import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { storeSystemLibrary } from '../widget-library/store.js';

/**
 * Library upgrade of data directories seeded before it: the time-series bar chart and the HTML value
 * card, tables and maps that subscribe to their page of entities or alarms, state charts of booleans.
 */
export default async function upgradeWidgetsLibrary(q: Queryable, ctx: ServerContext): Promise<void> {
  await storeSystemLibrary(q, ctx.now(), true);
}
