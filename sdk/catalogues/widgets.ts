/** Widget types. */
export const WIDGET_TYPES = ['timeseries', 'latest', 'rpc', 'alarm', 'static'] as const;

/** One widget type of {@link WIDGET_TYPES}. */
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** Datasource types. */
export const DATASOURCE_TYPES = ['function', 'entity', 'entityCount'] as const;

/** One datasource type of {@link DATASOURCE_TYPES}. */
export type DatasourceType = (typeof DATASOURCE_TYPES)[number];

/** Widget action types. */
export const WIDGET_ACTION_TYPES = [
  'openDashboardState',
  'updateDashboardState',
  'openDashboard',
  'custom',
  'customPretty',
  'mobileAction',
] as const;

/** One action type of {@link WIDGET_ACTION_TYPES}. */
export type WidgetActionType = (typeof WIDGET_ACTION_TYPES)[number];

/** Actions a widget can ask the mobile app to perform. */
export const WIDGET_MOBILE_ACTION_TYPES = [
  'takePictureFromGallery',
  'takePhoto',
  'mapDirection',
  'mapLocation',
  'scanQrCode',
  'makePhoneCall',
  'getLocation',
  'takeScreenshot',
] as const;

/** One mobile action of {@link WIDGET_MOBILE_ACTION_TYPES}. */
export type WidgetMobileActionType = (typeof WIDGET_MOBILE_ACTION_TYPES)[number];

/** Legend settings of a widget. */
export interface LegendConfig {
  /** Layout of the legend entries. */
  direction: 'column' | 'row';
  /** Where the legend sits around the chart. */
  position: 'top' | 'bottom' | 'left' | 'right';
  /** Shows the minimum value. */
  showMin: boolean;
  /** Shows the maximum value. */
  showMax: boolean;
  /** Shows the average value. */
  showAvg: boolean;
  /** Shows the total. */
  showTotal: boolean;
  /** Shows the latest value. */
  showLatest: boolean;
}

/** Default legend of a widget: a bottom column with only the average, shown for timeseries widgets. */
export function defaultLegendConfig(widgetType: WidgetType): LegendConfig {
  return {
    direction: 'column',
    position: 'bottom',
    showMin: false,
    showMax: false,
    showAvg: widgetType === 'timeseries',
    showTotal: false,
    showLatest: false,
  };
}

/** Grid size of a new widget and of the two fallback widgets. */
export const DEFAULT_WIDGET_SIZE = { sizeX: 8, sizeY: 6 } as const;

/** Decimals of a shown value when none are configured. */
export const DEFAULT_DECIMALS = 2;

/** Page size of an entity datasource query. */
export const DATASOURCE_PAGE_SIZE = 1024;

/** Names of the two fallback widget types. */
export const FALLBACK_WIDGET_NAMES = {
  notFound: 'Widget type not found',
  loadError: 'Error loading widget',
} as const;

/** Variables a label or text template may contain, besides data-key names and #index. */
export const TEMPLATE_VARIABLES = [
  'dsName',
  'entityName',
  'deviceName',
  'entityLabel',
  'aliasName',
  'entityDescription',
] as const;

/** Function data keys offered for a new function datasource. */
export const DEFAULT_TEST_FUNCTIONS = ['Sin', 'Cos', 'Random'] as const;

/** Bounds and decimals of the Random test function. */
export const RANDOM_TEST_FUNCTION = { min: -1000, max: 1000, decimals: 2 } as const;

/** Alias of the bundle holding edge widgets, hidden unless edge support is enabled. */
export const EDGE_WIDGETS_BUNDLE_ALIAS = 'edge_widgets';

/** Widgets bundle scopes of the bundle selector. */
export const WIDGETS_BUNDLE_SCOPES = ['all', 'system', 'tenant'] as const;

/** Line offset applied to a widget exception's line number. */
export const WIDGET_EXCEPTION_LINE_OFFSET = -6;

/** Line offset applied when the exception carries no offset of its own. */
export const WIDGET_EXCEPTION_FALLBACK_LINE_OFFSET = -2;

/** Columns of the widgets-bundle library grid, each 8 units wide. */
export const WIDGET_LIBRARY_LAYOUT = { columns: 3, columnWidth: 8 } as const;
