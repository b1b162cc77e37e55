import type { TbClient } from '../../../sdk/client.js';
import type { ApiResult } from '../../../sdk/http/raw-call.js';
import type { RpcCallResult, RpcTransport } from './send-rpc.js';

/** The RPC calls over an SDK client, errors answered rather than shown (the widget shows them). */
export function rpcTransport(client: Pick<TbClient, 'with'>): RpcTransport {
  const quiet = client.with({ ignoreErrors: true });
  const answer = (result: ApiResult<unknown>): RpcCallResult => (result.ok ? { ok: true, data: result.data } : { ok: false, message: result.error.message });
  return {
    post: async (path, body) => answer(await quiet.call<unknown>('POST', path, { body })),
    get: async (path) => answer(await quiet.call<unknown>('GET', path)),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
