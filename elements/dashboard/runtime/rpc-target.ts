import type { AliasContext } from '../model/aliases.logic.js';
import type { DashboardConfiguration, Widget } from '../model/dashboard.types.js';
import type { RpcTransport } from './send-rpc.js';
import { firstDevice, rpcTarget } from './widget-plan.logic.js';

/**
 * The device a control widget's RPC goes to (see {@link rpcTarget}): named by its alias, else the first
 * device of the alias's entities as the server finds them now; null when there is none. Rejects with the
 * server's message when the query fails.
 */
export async function findRpcTargetDevice(
  transport: Pick<RpcTransport, 'post'>, widget: Widget, config: Pick<DashboardConfiguration, 'entityAliases'>, alias: AliasContext,
): Promise<string | null> {
  const target = rpcTarget(widget, config, alias);
  if (!target) return null;
  if (target.kind === 'device') return target.id;
  const found = await transport.post('/api/entitiesQuery/find', target.query as unknown as Record<string, unknown>);
  if (!found.ok) throw new Error(found.message);
  return firstDevice(found.data);
}
