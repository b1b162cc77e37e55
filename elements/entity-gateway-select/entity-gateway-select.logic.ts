import type { Authority } from '../../sdk/catalogues/authorities.js';

/** A gateway device as the select lists it. */
export interface PickedGateway {
  id: string;
  name: string;
}

/** A device as the server answers it, with the fields the select reads. */
export interface DeviceRow {
  id?: { id?: string };
  name?: string;
  additionalInfo?: { gateway?: unknown } | null;
}

/** Devices asked for per page while the select reads every gateway (all of them, §7 "limit -1 for all"). */
export const GATEWAY_LIST_PAGE_SIZE = 1000;

/** The type a new gateway device gets (§3 Device gateway: type default "Gateway"). */
export const DEFAULT_GATEWAY_TYPE = 'Gateway';

/** The key of the "create new" option, never a device id. */
export const CREATE_GATEWAY_KEY = '\u0000create-gateway';

/** The key of the "try again" option shown when the list did not load, never a device id. */
export const RETRY_GATEWAYS_KEY = '\u0000retry-gateways';

/**
 * How long the select waits for the list of gateways before it says the list did not load and offers to try
 * again: 10 s. Neither the specification nor the SDK gives a request timeout; a page of 1,000 devices from a
 * working server answers well within it.
 */
export const GATEWAY_LIST_TIMEOUT_MS = 10_000;

/**
 * §6: where the devices are listed — a system administrator gets no list (null, so an empty one); a
 * customer user the customer's devices; others the tenant's.
 */
export function gatewayListPath(authority: Authority | undefined, customerId: string | null | undefined): string | null {
  if (authority === 'SYS_ADMIN') return null;
  if (authority === 'CUSTOMER_USER') return customerId ? `/api/customer/${encodeURIComponent(customerId)}/devices` : null;
  return '/api/tenant/devices';
}

/** Only a tenant administrator may create devices, so only they are offered "create new". */
export function mayCreateGateway(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN';
}

/** Page `page` of the devices, by name ascending. */
export function gatewayPageQuery(page: number) {
  return { pageSize: GATEWAY_LIST_PAGE_SIZE, page, sortProperty: 'name', sortOrder: 'ASC' } as const;
}

/** §6: of the devices, those flagged as gateways (additionalInfo.gateway true). */
export function gatewaysOfDevices(devices: readonly DeviceRow[] | null | undefined): PickedGateway[] {
  return (devices ?? []).filter((d) => d.additionalInfo?.gateway === true && d.id?.id && d.name).map((d) => ({ id: d.id!.id!, name: d.name! }));
}

/** The gateways whose name holds the typed text, ignoring case (all of them when nothing is typed). */
export function matchingGateways(gateways: readonly PickedGateway[], text: string): PickedGateway[] {
  const needle = text.trim().toLocaleLowerCase();
  return needle ? gateways.filter((g) => g.name.toLocaleLowerCase().includes(needle)) : [...gateways];
}

/** "Create new" is offered for a typed name no gateway has exactly. */
export function offersCreate(gateways: readonly PickedGateway[], text: string): boolean {
  const name = text.trim();
  return name !== '' && !gateways.some((g) => g.name === name);
}

/**
 * §4: "when the list loads with nothing typed it auto-selects the gateway matching the device name, else
 * the first". A stored value found in the list is kept, unless `nameFirst` (the list was loaded again because the
 * device name changed): then the gateway of the new name wins over it. Null when something is typed or there is no gateway.
 */
export function autoSelectedGateway(
  gateways: readonly PickedGateway[],
  typed: string,
  deviceName: string | null | undefined,
  value?: string | null,
  nameFirst = false,
): PickedGateway | null {
  if (typed.trim() !== '') return null;
  const stored = gateways.find((g) => value && g.id === value);
  const named = gateways.find((g) => deviceName && g.name === deviceName);
  return (nameFirst ? (named ?? stored) : (stored ?? named)) ?? gateways[0] ?? null;
}

/** §3 Device gateway: the body saving a new gateway device. */
export function newGatewayDevice(name: string, type: string = DEFAULT_GATEWAY_TYPE) {
  return { name: name.trim(), label: null, type: type || DEFAULT_GATEWAY_TYPE, additionalInfo: { gateway: true } };
}

/** The calls the create-new flow makes; each answers what happened. */
export interface CreateGatewayCalls {
  /** Asks the person to confirm creating the gateway; true on confirm. */
  confirm: (name: string) => Promise<boolean>;
  /** Whether a device of that name exists (find device by name). */
  deviceExists: (name: string) => Promise<boolean>;
  /** Saves the new gateway device; null when saving failed. */
  create: (name: string) => Promise<PickedGateway | null>;
}

/** What the create-new flow ended with. */
export type CreateGatewayOutcome =
  | { outcome: 'declined' }
  | { outcome: 'exists'; name: string }
  | { outcome: 'created'; gateway: PickedGateway }
  | { outcome: 'failed'; name: string };

/**
 * §4: "Choosing 'create new' shows a confirm dialog. On confirm, it checks whether a device with that name
 * exists; if so it signals that the name exists; if not it creates the gateway device and selects it. On
 * decline the input is cleared."
 */
export async function createGatewayFlow(name: string, calls: CreateGatewayCalls): Promise<CreateGatewayOutcome> {
  const trimmed = name.trim();
  if (!(await calls.confirm(trimmed))) return { outcome: 'declined' };
  if (await calls.deviceExists(trimmed)) return { outcome: 'exists', name: trimmed };
  const gateway = await calls.create(trimmed);
  return gateway ? { outcome: 'created', gateway } : { outcome: 'failed', name: trimmed };
}
