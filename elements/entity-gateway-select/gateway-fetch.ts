import type { TbClient as KitClient } from '../../sdk/client.js';
import { gatewayListPath, gatewayPageQuery, gatewaysOfDevices, newGatewayDevice, type DeviceRow, type PickedGateway } from './entity-gateway-select.logic.js';

type Page = { data?: DeviceRow[]; hasNext?: boolean };

/** Pages read at most while listing gateways (a guard against a server that always has a next page). */
const MAX_PAGES = 100;

/** What listing the gateways ended with: the list, or why there is none (a refusal's message, or no answer in time). */
export type GatewayList = { gateways: PickedGateway[] } | { failed: 'error'; message: string } | { failed: 'timeout' };

/** §6: every device flagged as a gateway the signed-in person may see; none for a system administrator; a refusal's message on failure. */
export async function fetchGateways(client: KitClient): Promise<GatewayList> {
  const user = client.auth.$authUser.get();
  const path = gatewayListPath(user?.authority, user?.customerId);
  if (!path) return { gateways: [] };
  const api = client.with({ ignoreErrors: true, ignoreLoading: true });
  const found: PickedGateway[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await api.call<Page>('GET', path, { query: gatewayPageQuery(page) });
    if (!answer.ok) return { failed: 'error', message: answer.error.message };
    found.push(...gatewaysOfDevices(answer.data?.data));
    if (!answer.data?.hasNext) break;
  }
  return { gateways: found };
}

/** {@link fetchGateways}, or `{failed: 'timeout'}` when it has not answered within `timeoutMs` (a late answer is dropped). */
export function fetchGatewaysWithin(client: KitClient, timeoutMs: number): Promise<GatewayList> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<GatewayList>((resolve) => {
    timer = setTimeout(() => resolve({ failed: 'timeout' }), timeoutMs);
  });
  return Promise.race([fetchGateways(client), late]).finally(() => clearTimeout(timer));
}

/** §7 find device by name (errors ignored): whether a device of that name exists. */
export async function findDeviceByName(client: KitClient, name: string): Promise<boolean> {
  const answer = await client.with({ ignoreErrors: true, ignoreLoading: true }).call<DeviceRow>('GET', '/api/tenant/devices', { query: { deviceName: name } });
  return answer.ok && Boolean(answer.data?.id?.id);
}

/** §7 save a device: the new gateway device, or null when it could not be saved (the failure shown as any call's). */
export async function saveGateway(client: KitClient, name: string, type?: string | null): Promise<PickedGateway | null> {
  const answer = await client.call<DeviceRow>('POST', '/api/device', { body: newGatewayDevice(name, type ?? undefined) });
  if (!answer.ok || !answer.data?.id?.id) return null;
  return { id: answer.data.id.id, name: answer.data.name ?? name.trim() };
}
