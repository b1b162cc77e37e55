import type { WidgetViewTable } from '../widget-contract.js';

/** Chart widget views, by `bundleAlias.typeAlias`. */
export const CHART_WIDGETS: WidgetViewTable = {};
