import type { AliasEntityId } from '../../../sdk/entity-id.js';
import type { AlarmSearchStatus, AlarmSeverity, EntityKey, KeyFilter } from '../../../sdk/realtime/query-types.js';
import type { AggregationType, QuickInterval } from '../../../sdk/catalogues/timewindow.js';
import type { DatasourceType, WidgetActionType, WidgetType } from '../../../sdk/catalogues/widgets.js';
import type { AliasFilterType } from '../../../sdk/catalogues/entity-fields.js';
import type { JsonObject } from './problems.js';

// Every object below keeps the keys it does not name (index signature), so a dashboard saved
// back carries everything ThingsBoard or another tool wrote into it.

/** A dashboard as loaded: its info fields and the normalised configuration. */
export interface Dashboard {
  /** Id of the dashboard, absent on a dashboard not saved yet. */
  id?: { entityType: string; id: string } | null;
  /** Title; also the name of the default state built for dashboards without states. */
  title: string;
  /** The configuration of protocol §7.1. */
  configuration: DashboardConfiguration;
  [key: string]: unknown;
}

/** `Dashboard.configuration` after normalisation: every part present. */
export interface DashboardConfiguration {
  /** Widgets by id. */
  widgets: Record<string, Widget>;
  /** States by id; exactly one (or the first) is root. */
  states: Record<string, DashboardState>;
  /** Entity aliases by id. */
  entityAliases: Record<string, EntityAlias>;
  /** Dashboard filters by id. */
  filters: Record<string, DashboardFilter>;
  /** The dashboard time window. */
  timewindow: Timewindow;
  /** Toolbar and state-controller settings. */
  settings: DashboardSettings;
  [key: string]: unknown;
}

/** Ids of the two layouts a state may have. */
export type LayoutId = 'main' | 'right';

/** One dashboard state: a name (may hold `${entityName}`), the root flag and its layouts. */
export interface DashboardState {
  name: string;
  root: boolean;
  layouts: { main: DashboardLayout; right?: DashboardLayout };
  [key: string]: unknown;
}

/** A layout of a state: widget placements by widget id and grid settings. */
export interface DashboardLayout {
  widgets: Record<string, WidgetLayout>;
  gridSettings: GridSettings;
  [key: string]: unknown;
}

/** Where a widget sits in a layout, in grid cells, and its mobile options. */
export interface WidgetLayout {
  sizeX: number;
  sizeY: number;
  row: number;
  col: number;
  /** Height in rows on a phone; none means derived from sizeY. */
  mobileHeight?: number | null;
  /** Place in the one-column phone order; none means by row. */
  mobileOrder?: number | null;
  /** Hidden on phones. */
  mobileHide?: boolean;
  [key: string]: unknown;
}

/** Grid settings of a layout. */
export interface GridSettings {
  /** Grid columns; 24 by default. */
  columns: number;
  /** Gap between widgets in px; 10 by default. */
  margin: number;
  backgroundColor?: string;
  backgroundSizeMode?: string;
  backgroundImageUrl?: string | null;
  autoFillHeight?: boolean;
  mobileAutoFillHeight?: boolean;
  /** Row height on phones in px; 70 by default. */
  mobileRowHeight?: number;
  [key: string]: unknown;
}

/** Toolbar and state-controller settings of a dashboard. */
export interface DashboardSettings {
  /** `entity` (the default: a state stack) or `default` (one state at a time). */
  stateControllerId: string;
  showTitle?: boolean;
  showDashboardsSelect?: boolean;
  showEntitiesSelect?: boolean;
  showDashboardTimewindow?: boolean;
  showDashboardExport?: boolean;
  toolbarAlwaysOpen?: boolean;
  showFilters?: boolean;
  hideToolbar?: boolean;
  titleColor?: string;
  dashboardCss?: string;
  [key: string]: unknown;
}

/** A widget object of the configuration (protocol §7.2). */
export interface Widget {
  id: string;
  isSystemType?: boolean;
  bundleAlias: string;
  typeAlias: string;
  type: WidgetType;
  title?: string;
  /** Legacy copy of the placement; the layouts hold the real one. */
  sizeX?: number;
  sizeY?: number;
  row?: number;
  col?: number;
  config: WidgetConfig;
  [key: string]: unknown;
}

/** A widget's config; the named keys are the ones the model reads. */
export interface WidgetConfig {
  datasources: Datasource[];
  alarmSource?: Datasource | null;
  targetDeviceAliasIds?: string[];
  /** Alarm widgets: search statuses shown (empty: any). */
  alarmStatusList?: AlarmSearchStatus[];
  /** Alarm widgets: severities shown (empty: any). */
  alarmSeverityList?: AlarmSeverity[];
  /** Alarm widgets: alarm types shown (empty: any). */
  alarmTypeList?: string[];
  useDashboardTimewindow?: boolean;
  timewindow?: Timewindow;
  /** Entities per page of the widget's queries; 1024 when absent. */
  pageSize?: number;
  mobileHeight?: number | null;
  mobileOrder?: number | null;
  mobileHide?: boolean;
  actions?: Record<string, WidgetAction[]>;
  settings?: JsonObject;
  [key: string]: unknown;
}

/** Kinds of data keys. */
export const DATA_KEY_TYPES = ['timeseries', 'attribute', 'function', 'alarm', 'entityField', 'count'] as const;

/** One kind of {@link DATA_KEY_TYPES}. */
export type DataKeyType = (typeof DATA_KEY_TYPES)[number];

/** A datasource of a widget. */
export interface Datasource {
  type: DatasourceType;
  name?: string | null;
  entityAliasId?: string | null;
  filterId?: string | null;
  dataKeys: DataKey[];
  latestDataKeys?: DataKey[];
  [key: string]: unknown;
}

/** A data key of a datasource. */
export interface DataKey {
  name: string;
  type: DataKeyType;
  label?: string;
  color?: string;
  settings?: JsonObject;
  units?: string;
  decimals?: number | null;
  funcBody?: string | null;
  [key: string]: unknown;
}

/** A widget action (protocol §7.2). */
export interface WidgetAction {
  id: string;
  name: string;
  type: WidgetActionType;
  targetDashboardStateId?: string | null;
  setEntityId?: boolean;
  stateEntityParamName?: string | null;
  openRightLayout?: boolean;
  [key: string]: unknown;
}

/** An entity alias: a name and the filter choosing its entities. */
export interface EntityAlias {
  id: string;
  alias: string;
  filter: AliasFilter;
  [key: string]: unknown;
}

/** Fields every alias filter has. */
interface AliasFilterBase {
  /** Whether the alias stands for many entities (else the first one only). */
  resolveMultiple: boolean;
  [key: string]: unknown;
}

/** Fields of filters that may take their root or entity from the dashboard state. */
interface StateEntityFields {
  /** State parameter holding the entity; the state's own entity when absent. */
  stateEntityParamName?: string | null;
  /** Entity used when the state carries none. */
  defaultStateEntity?: AliasEntityId | null;
}

/** One entity. */
export interface SingleEntityAliasFilter extends AliasFilterBase { type: 'singleEntity'; singleEntity: AliasEntityId }
/** A fixed list of entities of one type. */
export interface EntityListAliasFilter extends AliasFilterBase { type: 'entityList'; entityType: string; entityList: string[] }
/** Entities of one type whose name starts with a text. */
export interface EntityNameAliasFilter extends AliasFilterBase { type: 'entityName'; entityType: string; entityNameFilter: string }
/** Every entity of a type. */
export interface EntityTypeAliasFilter extends AliasFilterBase { type: 'entityType'; entityType: string }
/** The entity of the current dashboard state. */
export interface StateEntityAliasFilter extends AliasFilterBase, StateEntityFields { type: 'stateEntity' }
/** Assets, devices, edges or entity views of a subtype, with a name prefix. */
export interface SubtypeAliasFilter extends AliasFilterBase {
  type: 'assetType' | 'deviceType' | 'edgeType' | 'entityViewType';
}
/** The API usage state of the tenant or of a customer. */
export interface ApiUsageStateAliasFilter extends AliasFilterBase { type: 'apiUsageState'; customerId?: AliasEntityId | null }
/** Entities related to a root entity. */
export interface RelationsQueryAliasFilter extends AliasFilterBase, StateEntityFields {
  type: 'relationsQuery';
  /** Takes the root from the dashboard state instead of `rootEntity`. */
  rootStateEntity?: boolean;
  rootEntity?: AliasEntityId | null;
  direction: 'FROM' | 'TO';
  filters: Array<{ relationType: string; entityTypes: string[] }>;
  maxLevel?: number;
  fetchLastLevelOnly?: boolean;
}
/** Assets, devices, edges or entity views related to a root entity. */
export interface SearchQueryAliasFilter extends AliasFilterBase, StateEntityFields {
  type: 'assetSearchQuery' | 'deviceSearchQuery' | 'edgeSearchQuery' | 'entityViewSearchQuery';
  rootStateEntity?: boolean;
  rootEntity?: AliasEntityId | null;
  relationType?: string | null;
  direction: 'FROM' | 'TO';
  maxLevel?: number;
  fetchLastLevelOnly?: boolean;
}

/** The filter of an entity alias, by `type` (console-core §3). */
export type AliasFilter =
  | SingleEntityAliasFilter | EntityListAliasFilter | EntityNameAliasFilter | EntityTypeAliasFilter
  | StateEntityAliasFilter | SubtypeAliasFilter | ApiUsageStateAliasFilter | RelationsQueryAliasFilter
  | SearchQueryAliasFilter;

/** Check that every alias filter type of the catalogue has a variant. */
export type AliasFilterTypesCovered = AliasFilterType extends AliasFilter['type'] ? true : never;

/** A dashboard filter: named key filters a datasource can apply. */
export interface DashboardFilter {
  id: string;
  filter: string;
  editable: boolean;
  keyFilters: KeyFilterInfo[];
  [key: string]: unknown;
}

/** A key of a dashboard filter with the predicates the user sees. */
export interface KeyFilterInfo {
  key: EntityKey;
  valueType: KeyFilter['valueType'];
  value?: unknown;
  predicates: KeyFilterPredicateInfo[];
  [key: string]: unknown;
}

/** A predicate as a dashboard filter stores it: the predicate and how the user may edit it. */
export interface KeyFilterPredicateInfo {
  keyFilterPredicate: KeyFilterPredicate;
  userInfo?: { editable?: boolean; label?: string; autogeneratedLabel?: boolean; order?: number } | null;
  [key: string]: unknown;
}

/** A predicate of a dashboard filter; complex ones nest predicate infos. */
export type KeyFilterPredicate =
  | { type: 'STRING' | 'NUMERIC' | 'BOOLEAN'; operation: string; [key: string]: unknown }
  | { type: 'COMPLEX'; operation: 'AND' | 'OR'; predicates: KeyFilterPredicateInfo[]; [key: string]: unknown };

/** A time window with the numeric enums of the wire (protocol §7.1). */
export interface Timewindow {
  displayValue?: string;
  hideInterval?: boolean;
  hideAggregation?: boolean;
  hideAggInterval?: boolean;
  hideTimezone?: boolean;
  /** 0 realtime, 1 history. */
  selectedTab: 0 | 1;
  realtime: {
    /** 0 last interval, 1 quick interval. */
    realtimeType: 0 | 1;
    interval: number;
    timewindowMs: number;
    quickInterval: QuickInterval;
    [key: string]: unknown;
  };
  history: {
    /** 0 last interval, 1 fixed, 2 quick interval. */
    historyType: 0 | 1 | 2;
    interval: number;
    timewindowMs: number;
    fixedTimewindow: { startTimeMs: number; endTimeMs: number };
    quickInterval: QuickInterval;
    [key: string]: unknown;
  };
  aggregation: { type: AggregationType; limit: number; [key: string]: unknown };
  timezone?: string | null;
  [key: string]: unknown;
}
