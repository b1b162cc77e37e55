import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { storeSystemLibrary } from '../widget-library/store.js';

/** The system widget library: every bundle of `server/widget-library/` with its widget types, owned by the system. */
export default async function seedWidgetsLibrary(q: Queryable, ctx: ServerContext): Promise<void> {
  await storeSystemLibrary(q, ctx.now(), false);
}
