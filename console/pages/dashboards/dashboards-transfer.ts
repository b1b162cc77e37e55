import { dashboardExport, dashboardExportFileName, INVALID_DASHBOARD_FILE, isDashboardFile } from '../../../elements/dashboard/model/index.js';
import type { Dashboard } from '../../../elements/dashboard/model/dashboard.types.js';
import { call } from '../entity-list/api.js';
import { importedDashboard } from './dashboards.logic.js';

/** Saves a file to the person's downloads under a name. */
export function downloadJson(json: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads a dashboard as the 3.4.1 export JSON, named after its title. */
export async function exportDashboard(id: string): Promise<void> {
  const { ok, data } = await call<Dashboard>('GET', `/api/dashboard/${encodeURIComponent(id)}`);
  if (!ok || !data) return;
  downloadJson(dashboardExport(data), dashboardExportFileName(String((data as { title?: unknown }).title ?? 'dashboard')));
}

/** Imports a dashboard file: null when saved, else the message key of the problem (not JSON, not a dashboard, refused). */
export async function importDashboard(file: File): Promise<string | null> {
  let json: unknown;
  try {
    json = JSON.parse(await file.text());
  } catch {
    return INVALID_DASHBOARD_FILE;
  }
  if (!isDashboardFile(json)) return INVALID_DASHBOARD_FILE;
  const { ok } = await call('POST', '/api/dashboard', { body: importedDashboard(json as Record<string, unknown>) });
  return ok ? null : '';
}
