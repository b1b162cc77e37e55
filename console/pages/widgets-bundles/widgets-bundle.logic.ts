import { NULL_UUID } from '../../../sdk/entity-id.js';
import { jsonTextProblem, type JsonTextProblem } from '../entity-list/json-import.logic.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** A widgets bundle as the list and `GET /api/widgetsBundle/{id}` answer it. */
export interface WidgetsBundleRecord {
  id?: { entityType: string; id: string };
  tenantId?: { entityType: string; id: string } | null;
  alias?: string;
  title: string;
  description?: string | null;
  image?: string | null;
  [more: string]: unknown;
}

/** The longest title the server keeps. */
export const BUNDLE_TITLE_MAX_LENGTH = 255;
/** The longest description the server keeps. */
export const BUNDLE_DESCRIPTION_MAX_LENGTH = 1024;

/** What the bundle dialog holds. */
export interface BundleForm {
  title: string;
  description: string;
  image: string | null;
}

/** The form of a bundle (empty for a new one). */
export function bundleFormOf(bundle: WidgetsBundleRecord | null): BundleForm {
  return { title: bundle?.title ?? '', description: bundle?.description ?? '', image: bundle?.image ?? null };
}

/** The problems of a bundle form (message keys of the `bundles` namespace): the title required and at most 255 characters, the description at most 1024. */
export function bundleFormErrors(form: BundleForm): Partial<Record<'title' | 'description', string>> {
  const errors: Partial<Record<'title' | 'description', string>> = {};
  if (!form.title.trim()) errors.title = 'bundles:form.title-required';
  else if (form.title.length > BUNDLE_TITLE_MAX_LENGTH) errors.title = 'bundles:form.title-max';
  if (form.description.length > BUNDLE_DESCRIPTION_MAX_LENGTH) errors.description = 'bundles:form.description-max';
  return errors;
}

/** The bundle saved from a form (`POST /api/widgetsBundle`): the loaded bundle (id, alias) with the trimmed title, the description and image (none when blank). */
export function bundleWithForm(bundle: WidgetsBundleRecord | null, form: BundleForm): WidgetsBundleRecord {
  const description = form.description.trim();
  return { ...(bundle ?? {}), title: form.title.trim(), description: description || null, image: form.image };
}

/**
 * Whether a role may change or delete a bundle: the system administrator the system bundles (owned by the null
 * tenant), a tenant administrator its own tenant's; everyone else, and a tenant administrator for system bundles, not.
 */
export function canManageBundle(bundle: { tenantId?: { id?: string } | null }, authority: string | undefined, tenantId: string | undefined): boolean {
  const owner = bundle.tenantId?.id;
  if (authority === 'SYS_ADMIN') return owner === NULL_UUID;
  return authority === 'TENANT_ADMIN' && !!tenantId && owner === tenantId;
}

/** A widgets bundle export (ThingsBoard 3.4.1's file): the bundle and its widget types. */
export interface WidgetsBundleExport {
  widgetsBundle: Json;
  widgetTypes: Json[];
}

const withoutServerFields = ({ id: _id, createdTime: _created, tenantId: _tenant, customerId: _customer, ...rest }: Json): Json => rest;

/** The JSON a bundle exports to, as ThingsBoard 3.4.1 writes it: the bundle and each widget type (with its details) without id, created time and owner. */
export function bundleExport(bundle: Json, widgetTypes: readonly Json[]): WidgetsBundleExport {
  return { widgetsBundle: withoutServerFields(bundle), widgetTypes: widgetTypes.map(withoutServerFields) };
}

/** File name of a bundle export: the title in lower case with every other character than letters, digits and _ made _, plus `.json`. */
export function bundleExportFileName(title: string): string {
  return `${title.toLowerCase().replace(/\W/g, '_')}.json`;
}

/** What is wrong with a bundle export (a message key and the values it names). */
export type BundleImportProblem = JsonTextProblem | { key: 'bundles:import.not-bundle' } | { key: 'bundles:import.bad-widget'; index: number };

/** A bundle export that passed the checks: the bundle to create, its widget types, and its title. */
export interface ParsedBundle {
  bundle: Json;
  widgetTypes: Json[];
  title: string;
}

/**
 * Reads the text of a bundle export: it must be JSON holding a `widgetsBundle` with a title and, when present, a
 * list of `widgetTypes` each with a name and a descriptor object. The first problem found is answered.
 */
export function parseBundleImport(text: string): { ok: true; value: ParsedBundle } | { ok: false; problem: BundleImportProblem } {
  const parsed = jsonTextProblem(text);
  if (!parsed.ok) return parsed;
  const json = parsed.value;
  if (!isObject(json) || !isObject(json.widgetsBundle)) return { ok: false, problem: { key: 'bundles:import.not-bundle' } };
  const bundle = json.widgetsBundle;
  const types = json.widgetTypes ?? [];
  if (typeof bundle.title !== 'string' || !bundle.title.trim() || !Array.isArray(types)) return { ok: false, problem: { key: 'bundles:import.not-bundle' } };
  const bad = types.findIndex((type) => !isObject(type) || typeof type.name !== 'string' || !type.name.trim() || !isObject(type.descriptor));
  if (bad >= 0) return { ok: false, problem: { key: 'bundles:import.bad-widget', index: bad + 1 } };
  return { ok: true, value: { bundle: withoutServerFields(bundle), widgetTypes: (types as Json[]).map(withoutServerFields), title: bundle.title.trim() } };
}

/** The widget type saved into an imported bundle (`POST /api/widgetType`): the exported type in the new bundle, by its alias. */
export function importedWidgetType(type: Json, bundleAlias: string): Json {
  return { ...withoutServerFields(type), bundleAlias };
}
