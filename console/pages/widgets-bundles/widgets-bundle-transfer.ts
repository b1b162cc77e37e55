import { NULL_UUID } from '../../../sdk/entity-id.js';
import { downloadJson } from '../dashboards/dashboards-transfer.js';
import { call } from '../entity-list/api.js';
import { bundleExport, bundleExportFileName, importedWidgetType, type ParsedBundle, type WidgetsBundleRecord } from './widgets-bundle.logic.js';

type Json = Record<string, unknown>;

/** Downloads a bundle with its widget types as ThingsBoard 3.4.1's export JSON (`GET /api/widgetsBundle/{id}`, then `GET /api/widgetTypesDetails`), named after its title. */
export async function exportBundle(id: string): Promise<void> {
  const { data: bundle } = await call<WidgetsBundleRecord>('GET', `/api/widgetsBundle/${encodeURIComponent(id)}`);
  if (!bundle?.alias) return;
  const { data: types } = await call<Json[]>('GET', '/api/widgetTypesDetails', { query: { isSystem: bundle.tenantId?.id === NULL_UUID, bundleAlias: bundle.alias } });
  if (!types) return;
  downloadJson(bundleExport(bundle, types), bundleExportFileName(bundle.title));
}

/** How an import ended: saved, the bundle refused, or a widget type refused and the new bundle deleted again (`kept` when that failed too). */
export type BundleImportOutcome = { kind: 'saved'; id: string } | { kind: 'refused' } | { kind: 'widget-refused'; name: string; kept: boolean };

/**
 * Saves an imported bundle as ThingsBoard 3.4's console does: the bundle (`POST /api/widgetsBundle`), then each of its
 * widget types into it (`POST /api/widgetType`). When the server refuses a widget type (it shows why), the new bundle
 * is deleted again with what it already holds, so that a failed import leaves nothing behind.
 */
export async function importBundle(parsed: ParsedBundle): Promise<BundleImportOutcome> {
  const { data: saved, ok } = await call<WidgetsBundleRecord>('POST', '/api/widgetsBundle', { body: { ...parsed.bundle, title: parsed.title } });
  if (!ok || !saved?.id || !saved.alias) return { kind: 'refused' };
  for (const type of parsed.widgetTypes) {
    if ((await call('POST', '/api/widgetType', { body: importedWidgetType(type, saved.alias) })).ok) continue;
    const removed = await call('DELETE', `/api/widgetsBundle/${encodeURIComponent(saved.id.id)}`);
    return { kind: 'widget-refused', name: String(type.name), kept: !removed.ok };
  }
  return { kind: 'saved', id: saved.id.id };
}
