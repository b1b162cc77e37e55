import type { Dashboard } from './dashboard.types.js';
import { isObject } from './problems.js';

/** Fields a dashboard export leaves out: they belong to the server it came from. */
export const NON_EXPORTED_DASHBOARD_FIELDS = [
  'id', 'createdTime', 'tenantId', 'customerId', 'assignedCustomers', 'publicCustomerId', 'assignedCustomersText', 'assignedCustomersIds',
] as const;

/** The JSON a dashboard exports to, in the 3.4.1 export shape: the dashboard without its server-side fields. */
export function dashboardExport(dashboard: Dashboard): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(dashboard);
  for (const field of NON_EXPORTED_DASHBOARD_FIELDS) delete copy[field];
  return copy;
}

/** File name of an export: the title in lower case with every character other than letters, digits and _ made _, plus `.json`. */
export function dashboardExportFileName(title: string): string {
  return `${title.toLowerCase().replace(/\W/g, '_')}.json`;
}

/** Message key of a file that is not a dashboard export. */
export const INVALID_DASHBOARD_FILE = 'dashboard.invalid-dashboard-file-error';

/** Tells whether parsed JSON is a dashboard file worth importing: an object with a title and a configuration. */
export function isDashboardFile(json: unknown): json is { title: unknown; configuration: unknown } {
  return isObject(json) && json.title !== undefined && json.configuration !== undefined;
}
