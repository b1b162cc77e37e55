// The widget types custom widgets run from, by `bundleAlias.typeAlias`: loaded from /api/widgetType
// (protocol.md §6.6) by the page that shows a dashboard, or provided directly by an embedding page.
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { TbClient } from '../../../../sdk/client.js';
import type { CustomDescriptor } from './descriptor.logic.js';

/** What is known of one widget type. */
export type WidgetTypeEntry =
  | { status: 'loading' }
  | { status: 'ready'; descriptor: CustomDescriptor }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** Known widget types by `bundleAlias.typeAlias`. */
export const $widgetTypes = atom<Readonly<Record<string, WidgetTypeEntry>>>({});

/** The key of a widget type in {@link $widgetTypes}. */
export const widgetTypeKey = (bundleAlias: string, typeAlias: string): string => `${bundleAlias}.${typeAlias}`;

function put(key: string, entry: WidgetTypeEntry): void {
  $widgetTypes.set({ ...$widgetTypes.get(), [key]: entry });
}

/** Records a widget type's descriptor (an embedding page or a test that has it already). */
export function provideWidgetType(bundleAlias: string, typeAlias: string, descriptor: CustomDescriptor): void {
  put(widgetTypeKey(bundleAlias, typeAlias), { status: 'ready', descriptor });
}

/** The client call {@link loadWidgetType} makes. */
export type WidgetTypeClient = Pick<TbClient, 'GET'>;

/**
 * Loads a widget type by bundle and alias (`isSystem` for system bundles) once; later calls for the same
 * type answer the entry already known. A 404 records the type as missing, other failures with their message.
 * An answer is recorded only while its own loading entry stands: one that arrives after the store was
 * cleared or the type was provided meanwhile is dropped.
 */
export async function loadWidgetType(client: WidgetTypeClient, bundleAlias: string, typeAlias: string, isSystem: boolean): Promise<WidgetTypeEntry> {
  const key = widgetTypeKey(bundleAlias, typeAlias);
  const known = $widgetTypes.get()[key];
  if (known && known.status !== 'failed') return known;
  const loading: WidgetTypeEntry = { status: 'loading' };
  put(key, loading);
  let entry: WidgetTypeEntry;
  try {
    const answer = await client.GET('/api/widgetType', { params: { query: { isSystem, bundleAlias, alias: typeAlias } } });
    const descriptor = (answer.data as { descriptor?: CustomDescriptor } | undefined)?.descriptor;
    if (answer.response.status === 404) entry = { status: 'missing' };
    else if (descriptor) entry = { status: 'ready', descriptor };
    else entry = { status: 'failed', message: String((answer.error as { message?: unknown } | undefined)?.message ?? answer.response.statusText) };
  } catch (error) {
    entry = { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  if ($widgetTypes.get()[key] === loading) put(key, entry);
  return entry;
}

/** The entry of a widget's type, re-rendering when it changes; undefined while nobody asked for it. */
export function useWidgetType(bundleAlias: string, typeAlias: string): WidgetTypeEntry | undefined {
  return useStore($widgetTypes)[widgetTypeKey(bundleAlias, typeAlias)];
}

/** The descriptor of a widget's type when it is loaded, for `widgetView`'s third argument. */
export function useWidgetTypeDescriptor(bundleAlias: string, typeAlias: string): CustomDescriptor | undefined {
  const entry = useWidgetType(bundleAlias, typeAlias);
  return entry?.status === 'ready' ? entry.descriptor : undefined;
}
