import type { TbClient as KitClient } from '../../sdk/client.js';
import { gatewayListPath, gatewayPageQuery, gatewaysOfDevices, newGatewayDevice, type DeviceRow, type PickedGateway } from './entity-gateway-select.logic.js';

type Page = { data?: DeviceRow[]; hasNext?: boolean };

/** Pages read at most while listing gateways (a guard against a server that always has a next page). */
const MAX_PAGES = 100;

/** §6: every device flagged as a gateway the signed-in person may see; [] for a system administrator or on failure (§8). */
export async function fetchGateways(client: KitClient): Promise<PickedGateway[]> {
  const user = client.auth.$authUser.get();
  const path = gatewayListPath(user?.authority, user?.customerId);
  if (!path) return [];
  const api = client.with({ ignoreErrors: true, ignoreLoading: true });
  const found: PickedGateway[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await api.call<Page>('GET', path, { query: gatewayPageQuery(page) });
    if (!answer.ok) return found;
    found.push(...gatewaysOfDevices(answer.data?.data));
    if (!answer.data?.hasNext) break;
  }
  return found;
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
