// The dashboard model: reading ThingsBoard 3.4 dashboard JSON and the rules of states, aliases,
// filters and layouts, with no React and no I/O.
export type * from './dashboard.types.js';
export { describeProblem, type DashboardProblem, type ProblemKey } from './problems.js';
export { normaliseDashboard, defaultDashboardSettings, type NormaliseOptions, type NormalisedDashboard } from './normalise.logic.js';
export { DEFAULT_MAX_DATAPOINTS_LIMIT, defaultTimewindow, timewindowTab } from './timewindow.logic.js';
export {
  decodeStateParam, encodeStateParam, initialStateStack, isDefaultStateStack, navigatePrevState, openState, rootStateId,
  stateControllerOf, stateDisplayName, stateEntityOf, stateParamsForAction, updateState,
  type ActionEntity, type StateControllerId, type StateEntity, type StateObject, type StateParams,
} from './states.logic.js';
export {
  aliasPageLink, resolveAlias, resolveAliasEntityId, resolveAliasFilter, type AliasContext, type AliasResolution, type AliasUser,
} from './aliases.logic.js';
export { filterKeyFilters, isFilterEditable } from './filters.logic.js';
export { dashboardExport, dashboardExportFileName, INVALID_DASHBOARD_FILE, isDashboardFile } from './export.logic.js';
export { datasourceQuery, DEFAULT_ENTITY_FIELDS, type DatasourceQuery, type DatasourceQueryOptions } from './query.logic.js';
export {
  cellSize, DEFAULT_GRID_COLUMNS, DEFAULT_GRID_MARGIN, DEFAULT_MOBILE_ROW_HEIGHT, gridItems, isMobileWidth, layoutRows,
  MOBILE_LAYOUT_MAX_WIDTH, mobileItems, mobileRowHeight, type GridItem, type MobileItem,
} from './layout.logic.js';
