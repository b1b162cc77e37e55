import type { ApiSchema } from '../../sdk/api-schema.js';
import { randomUUID } from 'node:crypto';
import type { VersionLoadJson } from './load.js';

/** Kinds of asynchronous version-control requests. */
export type RequestKind = 'create' | 'load';

/** The status of a create (VersionCreationResult) or load (VersionLoadResult) request. */
export type RequestStatus = ApiSchema<'VersionCreationResult'> | VersionLoadJson;

interface Entry {
  tenantId: string;
  kind: RequestKind;
  status: RequestStatus;
  finished: Promise<void>;
}

/** How many finished requests are remembered per server (the oldest are forgotten first). */
export const MAX_REMEMBERED_REQUESTS = 1000;

/** Status of version create and load requests, kept in memory while and after they run. */
export class RequestRegistry {
  private entries = new Map<string, Entry>();

  /**
   * Starts `work` in the background and answers the request id at once; the status is `pending`
   * until the work resolves with the final status (a rejection becomes `failed(err)`).
   */
  start(
    tenantId: string, kind: RequestKind, pending: RequestStatus,
    work: () => Promise<RequestStatus>, failed: (err: unknown) => RequestStatus,
  ): string {
    const id = randomUUID();
    const entry: Entry = { tenantId, kind, status: pending, finished: Promise.resolve() };
    entry.finished = Promise.resolve()
      .then(work)
      .then((status) => { entry.status = status; }, (err: unknown) => { entry.status = failed(err); });
    this.entries.set(id, entry);
    this.forgetOld();
    return id;
  }

  /** The status of a tenant's request; undefined for unknown requests and other tenants' requests. */
  status(tenantId: string, kind: RequestKind, id: string): RequestStatus | undefined {
    const e = this.entries.get(id);
    return e && e.tenantId === tenantId && e.kind === kind ? e.status : undefined;
  }

  /** Resolves once the request has finished (at once for unknown ids). */
  async settled(id: string): Promise<void> {
    await this.entries.get(id)?.finished;
  }

  /** Resolves once every request started so far has finished. */
  async settledAll(): Promise<void> {
    await Promise.all([...this.entries.values()].map((e) => e.finished));
  }

  private forgetOld(): void {
    for (const [id, e] of this.entries) {
      if (this.entries.size <= MAX_REMEMBERED_REQUESTS) break;
      if (e.status.done === true) this.entries.delete(id);
    }
  }
}

const registries = new WeakMap<object, RequestRegistry>();

/** The request registry of a running server (one per server context). */
export function registryOf(owner: object): RequestRegistry {
  let r = registries.get(owner);
  if (!r) {
    r = new RequestRegistry();
    registries.set(owner, r);
  }
  return r;
}
