/** Layout breakpoints by name with their lower bound in pixels (xs under 600 … xl from 1920). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

/** One breakpoint name of {@link BREAKPOINTS}. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Breakpoint a viewport width falls in. */
export function breakpointFor(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/** Whether the sidenav sits beside the content, open: on screens above the medium breakpoint. */
export function sidenavSideMode(width: number): boolean {
  return width >= BREAKPOINTS.lg;
}

/** Width of the sidenav. */
export const SIDENAV_WIDTH_PX = 250;

/** Width of cards on large screens. */
export const CARD_WIDTH_LARGE_PX = 450;

/** Toast types; each has its own colour. */
export const TOAST_TYPES = ['error', 'warn', 'success', 'info'] as const;

/** One toast type of {@link TOAST_TYPES}. */
export type ToastType = (typeof TOAST_TYPES)[number];

/** Toast defaults: duration, position, animation and the extra time before a panel toast dismisses itself. */
export const TOAST_DEFAULTS = {
  durationMs: 1000,
  verticalPosition: 'bottom',
  horizontalPosition: 'left',
  target: 'root',
  animationMs: 100,
  panelDismissExtraMs: 500,
  closeKey: 'action.close',
} as const;

/** Popover placements; the default is top. */
export const POPOVER_PLACEMENTS = [
  'top',
  'topLeft',
  'topRight',
  'right',
  'rightTop',
  'rightBottom',
  'bottom',
  'bottomLeft',
  'bottomRight',
  'left',
  'leftTop',
  'leftBottom',
] as const;

/** One placement of {@link POPOVER_PLACEMENTS}. */
export type PopoverPlacement = (typeof POPOVER_PLACEMENTS)[number];

/** Popover triggers; the default is hover. */
export const POPOVER_TRIGGERS = ['hover', 'focus', 'click'] as const;

/** One trigger of {@link POPOVER_TRIGGERS}. */
export type PopoverTrigger = (typeof POPOVER_TRIGGERS)[number];

/** Popover defaults: stacking, animation, the share of the origin that must stay visible, placement and trigger. */
export const POPOVER_DEFAULTS = {
  zIndex: 1030,
  animationS: 0.2,
  visibilityThreshold: 0.5,
  placement: 'top',
  trigger: 'hover',
  hideOnOutsideClick: true,
} as const;

/** Size limits of the time-window panel and the height estimate that decides whether it opens above. */
export const TIMEWINDOW_PANEL = { minWidthPx: 417, maxHeightPx: 550, estimatedHeightPx: 375, fullscreenBelowPx: 600 } as const;

/** Floating panel of the dashboard select on narrow screens. */
export const DASHBOARD_SELECT_PANEL = {
  widthCheckPx: 300,
  minWidthPx: 300,
  maxWidthPx: 320,
  heightPx: 250,
  lowWindowHeightPx: 150,
  lowWindowBelowPx: 350,
} as const;

/** Copy button feedback duration. */
export const COPY_FEEDBACK_MS = 1500;

/** Delay before floating action buttons close after losing focus. */
export const FAB_CLOSE_DELAY_MS = 100;

/** Height of the floating action toolbar. */
export const FAB_TOOLBAR_HEIGHT_PX = 68;

/** Code editor layout: minimum height, beautify indent and JavaScript wrap column. */
export const EDITOR_DEFAULTS = { minHeightPx: 200, beautifyIndent: 4, jsWrapColumns: 60 } as const;

/** JSON tidy indents: 2 in the editor, 4 in dialog output. */
export const JSON_TIDY_INDENT = { editor: 2, dialog: 4 } as const;

/** Protobuf tidy indent and wrap column. */
export const PROTOBUF_TIDY = { indent: 4, wrapColumns: 60 } as const;

/** Read-only JSON viewer size defaults and auto-size factors. */
export const JSON_VIEWER = {
  heightPx: 200,
  widthPx: 600,
  linePx: 17,
  extraHeightPx: 17,
  charPx: 8,
  extraWidthPx: 16,
} as const;

/** Markdown editor minimum width and edit height. */
export const MARKDOWN_EDITOR = { minWidthPx: 400, editHeightPx: 200 } as const;

/** Minimum widths of the JSON edit and icon picker dialogs. */
export const DIALOG_MIN_WIDTH_PX = { jsonEdit: 400, iconPicker: 600 } as const;

/** Drop zone and preview sizes of file and image inputs. */
export const UPLOAD_SIZES_PX = { fileDropZone: 100, imageDropZone: 120, singlePreview: 96, multiplePreview: 62 } as const;

/** LED indicator defaults; the radius is a quarter of the size. */
export const LED_LIGHT = { sizePx: 50, offOpacity: 0.4, radiusRatio: 0.25 } as const;

/** Delay before a dragged chip is dropped. */
export const CHIP_DROP_DELAY_MS = 62.5;

/** Phone input defaults. */
export const PHONE_INPUT = { defaultCountry: 'US', placeholder: '+12015550123', maxDigits: 15, legacyMaxLength: 255 } as const;

/** Throttles of the icon list: the full list and the common list. */
export const ICON_LIST_THROTTLE_MS = { full: 100, common: 50 } as const;

/** Size of the logo. */
export const LOGO_SIZE_PX = { width: 280, height: 60 } as const;

/** Split sizes of the script test dialog (percent) and its gutter (pixels). */
export const SCRIPT_TEST_SPLIT = { vertical: [35, 65], horizontal: [50, 50], gutterPx: 8 } as const;
