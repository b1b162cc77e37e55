// What the add-widget dialog reads from the server: the widgets bundles the user sees, and the widget
// types of a bundle with their descriptors (GET /api/widgetTypes) and names, descriptions and images
// (GET /api/widgetTypesInfos), per protocol §6.6.
import type { TbClient } from '../../../sdk/client.js';
import { NULL_UUID } from '../../../sdk/entity-id.js';
import { isObject, type JsonObject } from '../model/problems.js';

/** The client calls the dialog makes. */
export type LibraryClient = Pick<TbClient, 'call'>;

/** A widgets bundle as the dialog lists it. */
export interface BundleItem {
  alias: string;
  title: string;
  description: string;
  image: string | null;
  /** A system bundle (its tenant the null id): its types are asked for with `isSystem=true`. */
  isSystem: boolean;
}

/** A widget type of a bundle as the dialog lists it. */
export interface TypeItem {
  alias: string;
  name: string;
  description: string;
  image: string | null;
  descriptor: JsonObject;
}

/** A list the server answered, or its message. */
export type Loaded<T> = { ok: true; items: T[] } | { ok: false; message: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const image = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Bundles from `GET /api/widgetsBundles` (an array), sorted by title. */
export function toBundles(answer: unknown): BundleItem[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((b): b is JsonObject => isObject(b) && typeof b.alias === 'string')
    .map((b) => ({
      alias: b.alias as string,
      title: text(b.title) || (b.alias as string),
      description: text(b.description),
      image: image(b.image),
      isSystem: isObject(b.tenantId) && b.tenantId.id === NULL_UUID,
    }))
    .sort((a, b) => byName(a.title, b.title));
}

/** A bundle's types: each type of `GET /api/widgetTypes` with its descriptor, named and described by its `widgetTypesInfos` entry, sorted by name. */
export function toTypes(types: unknown, infos: unknown): TypeItem[] {
  if (!Array.isArray(types)) return [];
  const info = new Map((Array.isArray(infos) ? infos : []).filter(isObject).map((i) => [i.alias, i]));
  return types
    .filter((w): w is JsonObject => isObject(w) && typeof w.alias === 'string' && isObject(w.descriptor))
    .map((w) => {
      const i = info.get(w.alias);
      return { alias: w.alias as string, name: text(i?.name) || text(w.name) || (w.alias as string), description: text(i?.description), image: image(i?.image), descriptor: w.descriptor as JsonObject };
    })
    .sort((a, b) => byName(a.name, b.name));
}

/** The items whose name holds the typed text, ignoring case and accents. */
export function matching<T>(items: readonly T[], query: string, nameOf: (item: T) => string): T[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const needle = fold(query.trim());
  return needle ? items.filter((item) => fold(nameOf(item)).includes(needle)) : [...items];
}

/** Loads the bundles the signed-in user sees. */
export async function loadBundles(client: LibraryClient): Promise<Loaded<BundleItem>> {
  const answer = await client.call<unknown>('GET', '/api/widgetsBundles');
  return answer.ok ? { ok: true, items: toBundles(answer.data) } : { ok: false, message: answer.error.message };
}

/** Loads a bundle's types with their descriptors and infos. */
export async function loadTypes(client: LibraryClient, bundle: BundleItem): Promise<Loaded<TypeItem>> {
  const query = { isSystem: String(bundle.isSystem), bundleAlias: bundle.alias };
  const [types, infos] = await Promise.all([
    client.call<unknown>('GET', '/api/widgetTypes', { query }),
    client.call<unknown>('GET', '/api/widgetTypesInfos', { query }),
  ]);
  if (!types.ok) return { ok: false, message: types.error.message };
  return { ok: true, items: toTypes(types.data, infos.ok ? infos.data : []) };
}
