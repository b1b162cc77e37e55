import { EDITABLE_ATTRIBUTE_SCOPES, type AttributeScope as TelemetryScope } from '../../../sdk/catalogues/attributes.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';

/** One attribute scope of an entity (the catalogue's scopes without latest telemetry). */
export type AttributeScope = Exclude<TelemetryScope, 'LATEST_TELEMETRY'>;

/** The attribute scopes, in the order the scope select offers them. */
export const SCOPE_OPTIONS: readonly AttributeScope[] = ['CLIENT_SCOPE', 'SHARED_SCOPE', 'SERVER_SCOPE'];

/** The scope the attributes tab opens with. */
export const DEFAULT_ATTRIBUTE_SCOPE: AttributeScope = 'SERVER_SCOPE';

/** Message key naming a scope (console namespace). */
export const SCOPE_LABEL_KEYS: Readonly<Record<AttributeScope, string>> = {
  CLIENT_SCOPE: 'attribute.scope-client',
  SHARED_SCOPE: 'attribute.scope-shared',
  SERVER_SCOPE: 'attribute.scope-server',
};

/** The tab an address asks for: its `tab` query parameter when it names one of `tabs`, otherwise the first tab. */
export function tabFromSearch<T extends string>(search: Readonly<Record<string, string>>, tabs: readonly T[]): T {
  const wanted = search.tab;
  const found = tabs.find((tab) => tab === wanted);
  return found ?? (tabs[0] as T);
}

/** The scope an address asks for: its `scope` query parameter when it names a scope, otherwise the server scope. */
export function scopeFromSearch(search: Readonly<Record<string, string>>): AttributeScope {
  return SCOPE_OPTIONS.find((scope) => scope === search.scope) ?? DEFAULT_ATTRIBUTE_SCOPE;
}

/**
 * The address of a details page with some query parameters changed: a parameter set to undefined (or to
 * its default, the first tab) is left out; the others keep their place.
 */
export function detailsAddress(path: string, search: Readonly<Record<string, string>>, changes: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  const merged: Record<string, string | undefined> = { ...search, ...changes };
  for (const [name, value] of Object.entries(merged)) if (value !== undefined && value !== '') params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Whether a role may change an entity's fields (console-core §6: customer users see read-only views). */
export function canEditEntity(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN';
}

/** Whether a role may add, edit and delete attributes of a scope: tenant administrators, for the shared and server scopes; the client scope belongs to the device. */
export function canEditScope(authority: Authority | undefined, scope: AttributeScope): boolean {
  return canEditEntity(authority) && (EDITABLE_ATTRIBUTE_SCOPES as readonly string[]).includes(scope);
}

/** Whether a role may delete the stored values of a telemetry key: tenant administrators only. */
export function canDeleteTelemetry(authority: Authority | undefined): boolean {
  return canEditEntity(authority);
}

/** Every tab an entity page may have, in the order they are shown. */
export const ENTITY_TABS = ['details', 'attributes', 'telemetry', 'alarms', 'relations', 'audit', 'events'] as const;

/** One tab of {@link ENTITY_TABS}. */
export type EntityTab = (typeof ENTITY_TABS)[number];

/** Message key naming each tab (console namespace unless prefixed). */
export const TAB_LABEL_KEYS: Readonly<Record<EntityTab, string>> = {
  details: 'device.tab-details',
  attributes: 'attribute.attributes',
  telemetry: 'telemetry.latest-telemetry',
  alarms: 'alarm.alarms',
  relations: 'details:tab.relations',
  audit: 'audit-log.audit-logs',
  events: 'details:tab.events',
};

/**
 * The tabs a role sees of an entity page offering `tabs`: the system administrator reaches a tenant's
 * details, attributes, telemetry and events and only the details of anything else; relations and alarms
 * belong to tenant administrators and customer users; audit logs and events to tenant administrators
 * (the server answers 403 to anyone else).
 */
export function visibleTabs(tabs: readonly EntityTab[], authority: Authority | undefined, entityType: string): EntityTab[] {
  return tabs.filter((tab) => {
    if (tab === 'details') return true;
    if (authority === 'SYS_ADMIN') return entityType === 'TENANT' && (tab === 'attributes' || tab === 'telemetry' || tab === 'events');
    if (tab === 'audit' || tab === 'events') return authority === 'TENANT_ADMIN';
    return authority === 'TENANT_ADMIN' || authority === 'CUSTOMER_USER';
  });
}

/** How loading an entity ended when it did not answer it. */
export type LoadFailure = 'not-found' | 'forbidden' | 'error';

/** What a failed load shows: not found for 404 (and for a malformed id, 400), forbidden for 403, an error otherwise. */
export function loadFailure(status: number): LoadFailure {
  if (status === 404 || status === 400) return 'not-found';
  return status === 403 ? 'forbidden' : 'error';
}
