import { quickIntervalOptions, type QuickInterval } from '../../sdk/catalogues/timewindow.js';
import { TIMEWINDOW_PANEL } from '../../sdk/catalogues/ui.js';
import { usesInterval, usesLimit } from './aggregation.logic.js';
import { withBoundedIntervals } from './intervals.logic.js';
import { cloneTimewindow, sameTimewindow, type Timewindow } from './time-window.model.js';

/** Inputs of the panel that can be required. */
export type PanelInput =
  | 'realtime.timewindowMs'
  | 'realtime.quickInterval'
  | 'history.timewindowMs'
  | 'history.fixedTimewindow'
  | 'history.quickInterval';

/** Where the panel opens and how tall it may grow. */
export interface PanelPlacement {
  placement: 'fullscreen' | 'below' | 'above';
  /** Height limit in px: 550, or less when the chosen side has less room; the viewport height in full screen. */
  maxHeightPx: number;
}

/** Which parts of the panel show. */
export interface PanelSections {
  /** The hide checkboxes (edit mode only). */
  hideCheckboxes: boolean;
  /** Window length and quick interval editors of both tabs. */
  interval: boolean;
  /** Aggregation function select. */
  aggregation: boolean;
  /** Grouping interval editors (not with NONE). */
  aggInterval: boolean;
  /** Limit slider and number input (only with NONE). */
  limit: boolean;
  timezone: boolean;
}

/** Whether the time-window button is disabled: when disabled from outside, or outside edit mode with the interval hidden. */
export function timewindowControlDisabled(disabled: boolean, isEdit: boolean, timewindow: Pick<Timewindow, 'hideInterval'>): boolean {
  return disabled || (!isEdit && timewindow.hideInterval);
}

/**
 * What the panel shows: in edit mode everything plus the hide checkboxes; in view mode a hidden setting
 * is not shown, and hiding aggregation hides its interval too. The grouping interval shows for every
 * aggregation but NONE, the limit only for NONE.
 */
export function panelSections(timewindow: Timewindow, isEdit: boolean): PanelSections {
  const shown = (hidden: boolean) => isEdit || !hidden;
  const aggregation = shown(timewindow.hideAggregation);
  const { type } = timewindow.aggregation;
  return {
    hideCheckboxes: isEdit,
    interval: shown(timewindow.hideInterval),
    aggregation,
    aggInterval: aggregation && shown(timewindow.hideAggInterval) && usesInterval(type),
    limit: aggregation && usesLimit(type),
    timezone: shown(timewindow.hideTimezone),
  };
}

/**
 * Where the panel opens for a button: full screen below the 600 px breakpoint; otherwise below the
 * button when its estimated 375 px fit there, else above when they fit there, else on the roomier side.
 */
export function panelPlacement(anchor: { top: number; bottom: number }, viewport: { width: number; height: number }): PanelPlacement {
  if (viewport.width < TIMEWINDOW_PANEL.fullscreenBelowPx) return { placement: 'fullscreen', maxHeightPx: viewport.height };
  const below = Math.max(viewport.height - anchor.bottom, 0);
  const above = Math.max(anchor.top, 0);
  const fits = (room: number) => room >= TIMEWINDOW_PANEL.estimatedHeightPx;
  const placement = fits(below) || (!fits(above) && below >= above) ? 'below' : 'above';
  return { placement, maxHeightPx: Math.min(TIMEWINDOW_PANEL.maxHeightPx, placement === 'below' ? below : above) };
}

/** Quick intervals the tab's picker offers: only CURRENT_ ones on the Realtime tab. */
export function panelQuickIntervals(tab: Timewindow['selectedTab']): QuickInterval[] {
  return quickIntervalOptions(tab === 'REALTIME');
}

/** Inputs required now: only those of the selected tab and its selected mode. */
export function requiredInputs(timewindow: Timewindow): PanelInput[] {
  if (timewindow.selectedTab === 'REALTIME') {
    return [timewindow.realtime.realtimeType === 'INTERVAL' ? 'realtime.quickInterval' : 'realtime.timewindowMs'];
  }
  const { historyType } = timewindow.history;
  if (historyType === 'FIXED') return ['history.fixedTimewindow'];
  return [historyType === 'INTERVAL' ? 'history.quickInterval' : 'history.timewindowMs'];
}

function filled(timewindow: Timewindow, input: PanelInput): boolean {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  switch (input) {
    case 'realtime.timewindowMs': return positive(timewindow.realtime.timewindowMs);
    case 'history.timewindowMs': return positive(timewindow.history.timewindowMs);
    case 'realtime.quickInterval': return !!timewindow.realtime.quickInterval;
    case 'history.quickInterval': return !!timewindow.history.quickInterval;
    case 'history.fixedTimewindow': {
      const { startTimeMs, endTimeMs } = timewindow.history.fixedTimewindow;
      return Number.isFinite(startTimeMs) && Number.isFinite(endTimeMs) && startTimeMs < endTimeMs;
    }
  }
}

/** Required inputs that are empty (a window must be a positive length, a fixed period must start before it ends). */
export function missingInputs(timewindow: Timewindow): PanelInput[] {
  return requiredInputs(timewindow).filter((input) => !filled(timewindow, input));
}

/** Whether Update is enabled: not loading, the form valid, and something changed. */
export function canUpdate(original: Timewindow, edited: Timewindow, loading = false): boolean {
  return !loading && missingInputs(edited).length === 0 && !sameTimewindow(original, edited);
}

/** The timewindow Update writes back: the edited form (selected tab included) with its intervals inside their windows. */
export function updatedTimewindow(edited: Timewindow): Timewindow {
  return withBoundedIntervals(cloneTimewindow(edited));
}
