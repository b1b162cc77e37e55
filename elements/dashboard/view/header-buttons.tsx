import {
  mdiAccount, mdiAlert, mdiArrowLeft, mdiArrowRight, mdiBell, mdiChartBar, mdiChartLine, mdiCheck, mdiClockOutline, mdiClose, mdiCog,
  mdiDelete, mdiDevices, mdiDotsHorizontal, mdiDotsVertical, mdiDownload, mdiEmail, mdiEye, mdiFilterVariant, mdiFormatListBulleted,
  mdiFullscreen, mdiHelpCircleOutline, mdiHistory, mdiHome, mdiInformationOutline, mdiMagnify, mdiMap, mdiMapMarker, mdiMenu, mdiOpenInNew,
  mdiPencil, mdiPhone, mdiPlus, mdiPrinter, mdiRefresh, mdiShareVariant, mdiStar, mdiViewDashboard, mdiWrench,
} from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { NamedIcon } from '../../breadcrumbs/named-icon.js';
import type { WidgetAction } from '../model/dashboard.types.js';
import type { WidgetData, WidgetViewProps } from '../widgets/widget-contract.js';
import { HEADER_BUTTON_SOURCE } from './widget-header.logic.js';

/** The Material icon names widget actions most often use, drawn with their Material Design Icons look-alike. */
const MATERIAL: Readonly<Record<string, string>> = {
  more_horiz: mdiDotsHorizontal, more_vert: mdiDotsVertical, refresh: mdiRefresh, search: mdiMagnify, edit: mdiPencil,
  delete: mdiDelete, add: mdiPlus, info: mdiInformationOutline, settings: mdiCog, open_in_new: mdiOpenInNew, launch: mdiOpenInNew,
  visibility: mdiEye, dashboard: mdiViewDashboard, insert_chart: mdiChartBar, show_chart: mdiChartLine, timeline: mdiChartLine,
  list: mdiFormatListBulleted, arrow_forward: mdiArrowRight, arrow_back: mdiArrowLeft, home: mdiHome, help: mdiHelpCircleOutline,
  history: mdiHistory, filter_list: mdiFilterVariant, file_download: mdiDownload, share: mdiShareVariant, notifications: mdiBell,
  place: mdiMapMarker, room: mdiMapMarker, map: mdiMap, devices: mdiDevices, devices_other: mdiDevices, person: mdiAccount,
  build: mdiWrench, schedule: mdiClockOutline, star: mdiStar, warning: mdiAlert, check: mdiCheck, close: mdiClose, menu: mdiMenu,
  fullscreen: mdiFullscreen, print: mdiPrinter, email: mdiEmail, phone: mdiPhone,
};

/** Icons that point a way, mirrored right to left. */
const POINTING: ReadonlySet<string> = new Set(['arrow_forward', 'arrow_back']);

/** Whether an action's icon can be drawn: an `mdi:` name or one of the Material names known here. */
export function drawsActionIcon(icon: unknown): icon is string {
  return typeof icon === 'string' && (icon.startsWith('mdi:') || icon in MATERIAL);
}

/** The icon of a widget action (a Material name or `mdi:<name>`), decorative: the button carries the action's name. */
function ActionIcon({ icon, size = 20 }: { icon: string; size?: number }) {
  const path = MATERIAL[icon];
  if (path) return <Icon path={path} size={size} mirrorInRtl={POINTING.has(icon)} />;
  return <NamedIcon icon={icon} size={size} />;
}

const HEADER_BUTTON =
  'inline-flex h-8 min-w-8 shrink-0 items-center justify-center gap-1 rounded-full px-1.5 text-sm text-text-muted hover:bg-surface-hover hover:text-text focus-visible:outline-2 focus-visible:outline-focus';

/** Props of {@link HeaderButtons}. */
export interface HeaderButtonsProps {
  /** The widget's header-button actions. */
  actions: readonly WidgetAction[];
  /** The widget's data: the actions run for its first entity. */
  data: WidgetData;
  onAction: WidgetViewProps['onAction'];
}

/**
 * A widget's header-button actions as buttons named by the action: its icon, or its name when the icon
 * cannot be drawn; each runs its action for the widget's first entity, from the button (where a popover points).
 */
export default function HeaderButtons({ actions, data, onAction }: HeaderButtonsProps) {
  const entity = data.latest[0]?.entity ?? data.series[0]?.entity;
  return actions.map((action) => (
    <button
      key={action.id}
      type="button"
      aria-label={action.name}
      title={action.name}
      onClick={(event) => onAction({ sourceId: HEADER_BUTTON_SOURCE, actionId: action.id, ...(entity ? { entity } : {}), anchor: event.currentTarget })}
      className={HEADER_BUTTON}
    >
      {drawsActionIcon(action.icon) ? <ActionIcon icon={action.icon} size={18} /> : <span dir="auto" className="max-w-32 truncate px-1">{action.name}</span>}
    </button>
  ));
}
