import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ALLOWED_DASHBOARDS_PAGE_SIZE,
  BREAKPOINTS,
  CARD_WIDTH_LARGE_PX,
  CHIP_DROP_DELAY_MS,
  COMPONENT_COMPILE_RETRIES,
  COPY_FEEDBACK_MS,
  CUSTOM_TRANSLATION_PREFIX,
  DASHBOARD_PICKER_PAGE_SIZE,
  DASHBOARD_SELECT_PAGE_SIZE,
  DASHBOARD_SELECT_PANEL,
  DATE_FORMAT,
  DEFAULT_DATE_LOCALE,
  DIALOG_MIN_WIDTH_PX,
  EDITOR_DEFAULTS,
  ENTITY_NAME_SUGGESTIONS_PAGE_SIZE,
  ENTITY_SUGGESTIONS_LIMIT,
  FAB_CLOSE_DELAY_MS,
  FAB_TOOLBAR_HEIGHT_PX,
  FETCH_ALL_PAGE_SIZE,
  I18N_PREFIX,
  ICON_LIST_THROTTLE_MS,
  JSON_TIDY_INDENT,
  JSON_VIEWER,
  LED_LIGHT,
  LOGO_SIZE_PX,
  MARKDOWN_EDITOR,
  MAX_INTEGER,
  NO_MATCH_TEXT_TRUNCATE,
  OTA_PICKER_PAGE_SIZE,
  PHONE_INPUT,
  PICKER_DEBOUNCE_MS,
  POPOVER_DEFAULTS,
  POPOVER_PLACEMENTS,
  POPOVER_TRIGGERS,
  PROTOBUF_TIDY,
  QUEUE_PICKER_PAGE_SIZE,
  SCRIPT_TEST_SPLIT,
  SEARCH_DEBOUNCE_MS,
  SIDENAV_WIDTH_PX,
  STORAGE_PREFIX,
  SUBTYPE_MAX_LENGTH,
  TIMEWINDOW_PANEL,
  TOAST_DEFAULTS,
  TOAST_TYPES,
  TOKEN_STORAGE_KEYS,
  TOKEN_VALIDITY_MARGIN_MS,
  TOO_MANY_REQUESTS_RETRY_BASE_MS,
  TOO_MANY_REQUESTS_RETRY_JITTER_MS,
  UPLOAD_SIZES_PX,
  VALUE_CONSTANT,
  VC_POLL_INTERVAL_MS,
  breakpointFor,
  sidenavSideMode,
  tooManyRequestsRetryDelayMs,
} from '../../sdk/catalogues/index.js';

describe('session and network constants', () => {
  it('keeps tokens valid only with more than 2000 ms left, under the well-known storage keys', () => {
    assert.equal(TOKEN_VALIDITY_MARGIN_MS, 2000);
    assert.deepEqual(TOKEN_STORAGE_KEYS, {
      token: 'jwt_token',
      tokenExpiration: 'jwt_token_expiration',
      refreshToken: 'refresh_token',
      refreshTokenExpiration: 'refresh_token_expiration',
    });
  });

  it('polls version requests every 2000 ms', () => {
    assert.equal(VC_POLL_INTERVAL_MS, 2000);
  });

  it('resends a 429 request after 1000 ms plus up to 3000 ms', () => {
    assert.equal(TOO_MANY_REQUESTS_RETRY_BASE_MS, 1000);
    assert.equal(TOO_MANY_REQUESTS_RETRY_JITTER_MS, 3000);
    assert.equal(tooManyRequestsRetryDelayMs(0), 1000);
    assert.equal(tooManyRequestsRetryDelayMs(0.5), 2500);
    assert.equal(tooManyRequestsRetryDelayMs(0.9999), 3999);
  });

  it('pins the page sizes of each list and picker', () => {
    assert.equal(ALLOWED_DASHBOARDS_PAGE_SIZE, 100);
    assert.equal(ENTITY_NAME_SUGGESTIONS_PAGE_SIZE, 10);
    assert.equal(FETCH_ALL_PAGE_SIZE, 100);
    assert.equal(ENTITY_SUGGESTIONS_LIMIT, 50);
    assert.equal(DASHBOARD_PICKER_PAGE_SIZE, 10);
    assert.equal(DASHBOARD_SELECT_PAGE_SIZE, 100);
    assert.equal(QUEUE_PICKER_PAGE_SIZE, 10);
    assert.equal(OTA_PICKER_PAGE_SIZE, 50);
  });

  it('debounces search and pickers by 150 ms', () => {
    assert.equal(SEARCH_DEBOUNCE_MS, 150);
    assert.equal(PICKER_DEBOUNCE_MS, 150);
  });

  it('pins the limits and prefixes', () => {
    assert.equal(SUBTYPE_MAX_LENGTH, 255);
    assert.equal(MAX_INTEGER, 2147483647);
    assert.equal(MAX_INTEGER, 2 ** 31 - 1);
    assert.equal(STORAGE_PREFIX, 'TB-');
    assert.equal(NO_MATCH_TEXT_TRUNCATE, 6);
    assert.equal(COMPONENT_COMPILE_RETRIES, 1);
    assert.equal(DATE_FORMAT, 'yyyy-MM-dd HH:mm:ss');
    assert.equal(DEFAULT_DATE_LOCALE, 'en-GB');
    assert.equal(VALUE_CONSTANT, 550);
    assert.equal(CUSTOM_TRANSLATION_PREFIX, 'custom.');
    assert.equal(I18N_PREFIX, 'i18n');
  });
});

describe('layout', () => {
  it('places widths in breakpoints xs under 600 to xl from 1920', () => {
    assert.deepEqual(BREAKPOINTS, { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 });
    assert.equal(breakpointFor(0), 'xs');
    assert.equal(breakpointFor(599), 'xs');
    assert.equal(breakpointFor(600), 'sm');
    assert.equal(breakpointFor(959), 'sm');
    assert.equal(breakpointFor(960), 'md');
    assert.equal(breakpointFor(1279), 'md');
    assert.equal(breakpointFor(1280), 'lg');
    assert.equal(breakpointFor(1919), 'lg');
    assert.equal(breakpointFor(1920), 'xl');
  });

  it('puts the 250 px sidenav beside the content only above the medium breakpoint', () => {
    assert.equal(SIDENAV_WIDTH_PX, 250);
    assert.equal(sidenavSideMode(1279), false);
    assert.equal(sidenavSideMode(1280), true);
    assert.equal(CARD_WIDTH_LARGE_PX, 450);
  });

  it('sizes the time-window panel and the dashboard select panel', () => {
    assert.deepEqual(TIMEWINDOW_PANEL, { minWidthPx: 417, maxHeightPx: 550, estimatedHeightPx: 375, fullscreenBelowPx: 600 });
    assert.deepEqual(DASHBOARD_SELECT_PANEL, {
      widthCheckPx: 300,
      minWidthPx: 300,
      maxWidthPx: 320,
      heightPx: 250,
      lowWindowHeightPx: 150,
      lowWindowBelowPx: 350,
    });
  });
});

describe('toasts and popovers', () => {
  it('shows toasts for 1000 ms bottom-left with 100 ms animations', () => {
    assert.deepEqual(TOAST_TYPES, ['error', 'warn', 'success', 'info']);
    assert.deepEqual(TOAST_DEFAULTS, {
      durationMs: 1000,
      verticalPosition: 'bottom',
      horizontalPosition: 'left',
      target: 'root',
      animationMs: 100,
      panelDismissExtraMs: 500,
      closeKey: 'action.close',
    });
  });

  it('opens popovers on top, on hover, at z-index 1030', () => {
    assert.deepEqual(POPOVER_PLACEMENTS, [
      'top', 'topLeft', 'topRight', 'right', 'rightTop', 'rightBottom', 'bottom', 'bottomLeft', 'bottomRight', 'left', 'leftTop', 'leftBottom',
    ]);
    assert.deepEqual(POPOVER_TRIGGERS, ['hover', 'focus', 'click']);
    assert.deepEqual(POPOVER_DEFAULTS, {
      zIndex: 1030,
      animationS: 0.2,
      visibilityThreshold: 0.5,
      placement: 'top',
      trigger: 'hover',
      hideOnOutsideClick: true,
    });
  });
});

describe('control constants', () => {
  it('pins copy feedback, floating buttons and chip drop delay', () => {
    assert.equal(COPY_FEEDBACK_MS, 1500);
    assert.equal(FAB_CLOSE_DELAY_MS, 100);
    assert.equal(FAB_TOOLBAR_HEIGHT_PX, 68);
    assert.equal(CHIP_DROP_DELAY_MS, 62.5);
  });

  it('pins editor sizes and indents', () => {
    assert.deepEqual(EDITOR_DEFAULTS, { minHeightPx: 200, beautifyIndent: 4, jsWrapColumns: 60 });
    assert.deepEqual(JSON_TIDY_INDENT, { editor: 2, dialog: 4 });
    assert.deepEqual(PROTOBUF_TIDY, { indent: 4, wrapColumns: 60 });
    assert.deepEqual(JSON_VIEWER, { heightPx: 200, widthPx: 600, linePx: 17, extraHeightPx: 17, charPx: 8, extraWidthPx: 16 });
    assert.deepEqual(MARKDOWN_EDITOR, { minWidthPx: 400, editHeightPx: 200 });
    assert.deepEqual(DIALOG_MIN_WIDTH_PX, { jsonEdit: 400, iconPicker: 600 });
    assert.deepEqual(SCRIPT_TEST_SPLIT, { vertical: [35, 65], horizontal: [50, 50], gutterPx: 8 });
  });

  it('pins upload, LED, phone, icon list and logo sizes', () => {
    assert.deepEqual(UPLOAD_SIZES_PX, { fileDropZone: 100, imageDropZone: 120, singlePreview: 96, multiplePreview: 62 });
    assert.deepEqual(LED_LIGHT, { sizePx: 50, offOpacity: 0.4, radiusRatio: 0.25 });
    assert.deepEqual(PHONE_INPUT, { defaultCountry: 'US', placeholder: '+12015550123', maxDigits: 15, legacyMaxLength: 255 });
    assert.deepEqual(ICON_LIST_THROTTLE_MS, { full: 100, common: 50 });
    assert.deepEqual(LOGO_SIZE_PX, { width: 280, height: 60 });
  });
});
