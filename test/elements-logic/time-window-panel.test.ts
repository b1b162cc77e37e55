import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS as DAY, HOUR_MS as HOUR, MINUTE_MS as MINUTE, SECOND_MS as SECOND } from '../../sdk/catalogues/timewindow.js';
import {
  canUpdate,
  missingInputs,
  panelPlacement,
  panelQuickIntervals,
  panelSections,
  requiredInputs,
  timewindowControlDisabled,
  updatedTimewindow,
} from '../../elements/time-window/panel.logic.js';
import { changePeriodEnd, changePeriodStart, clampDatetime, defaultDatetimePeriod } from '../../elements/time-window/datetime-period.logic.js';
import { TIMEWINDOW_PANEL } from '../../sdk/catalogues/ui.js';
import { defaultTimewindow, editTimewindow, type Timewindow } from '../../elements/time-window/time-window.model.js';

const NOW = Date.UTC(2026, 10, 24, 4, 30);

const timewindow = (patch: (t: Timewindow) => void = () => {}) => editTimewindow(defaultTimewindow(NOW), patch);

describe('time-window control', () => {
  it('is disabled from outside, or outside edit mode with the interval hidden', () => {
    const hidden = { hideInterval: true };
    const shown = { hideInterval: false };
    assert.equal(timewindowControlDisabled(true, true, shown), true);
    assert.equal(timewindowControlDisabled(false, false, hidden), true);
    assert.equal(timewindowControlDisabled(false, true, hidden), false);
    assert.equal(timewindowControlDisabled(false, false, shown), false);
  });
});

describe('panel placement', () => {
  it('sizes the panel at least 417 px wide and at most 550 px high, estimating 375 px', () => {
    assert.deepEqual(TIMEWINDOW_PANEL, { minWidthPx: 417, maxHeightPx: 550, estimatedHeightPx: 375, fullscreenBelowPx: 600 });
  });

  it('fills the screen below the 600 px breakpoint', () => {
    assert.deepEqual(panelPlacement({ top: 10, bottom: 46 }, { width: 599, height: 800 }), { placement: 'fullscreen', maxHeightPx: 800 });
    assert.equal(panelPlacement({ top: 10, bottom: 46 }, { width: 600, height: 800 }).placement, 'below');
  });

  it('opens below when 375 px fit there, capped at 550 px', () => {
    assert.deepEqual(panelPlacement({ top: 10, bottom: 46 }, { width: 1440, height: 900 }), { placement: 'below', maxHeightPx: 550 });
    assert.deepEqual(panelPlacement({ top: 10, bottom: 425 }, { width: 1440, height: 800 }), { placement: 'below', maxHeightPx: 375 });
  });

  it('opens above when only there 375 px fit, else on the roomier side', () => {
    assert.deepEqual(panelPlacement({ top: 500, bottom: 536 }, { width: 1440, height: 800 }), { placement: 'above', maxHeightPx: 500 });
    assert.deepEqual(panelPlacement({ top: 200, bottom: 236 }, { width: 1440, height: 500 }), { placement: 'below', maxHeightPx: 264 });
    assert.deepEqual(panelPlacement({ top: 300, bottom: 336 }, { width: 1440, height: 500 }), { placement: 'above', maxHeightPx: 300 });
  });
});

describe('panel sections', () => {
  const allHidden = timewindow((t) => {
    t.hideInterval = true;
    t.hideAggregation = true;
    t.hideAggInterval = true;
    t.hideTimezone = true;
  });

  it('shows everything and the hide checkboxes in edit mode', () => {
    assert.deepEqual(panelSections(allHidden, true), {
      hideCheckboxes: true, interval: true, aggregation: true, aggInterval: true, limit: false, timezone: true,
    });
  });

  it('leaves hidden settings out in view mode', () => {
    assert.deepEqual(panelSections(allHidden, false), {
      hideCheckboxes: false, interval: false, aggregation: false, aggInterval: false, limit: false, timezone: false,
    });
    assert.deepEqual(panelSections(timewindow(), false), {
      hideCheckboxes: false, interval: true, aggregation: true, aggInterval: true, limit: false, timezone: true,
    });
  });

  it('hides the aggregation interval with the aggregation', () => {
    const sections = panelSections(timewindow((t) => { t.hideAggregation = true; }), false);
    assert.equal(sections.aggregation, false);
    assert.equal(sections.aggInterval, false);
    assert.equal(panelSections(timewindow((t) => { t.hideAggInterval = true; }), false).aggregation, true);
    assert.equal(panelSections(timewindow((t) => { t.hideAggInterval = true; }), false).aggInterval, false);
  });

  it('shows the limit slider instead of the interval editors with NONE', () => {
    const sections = panelSections(timewindow((t) => { t.aggregation.type = 'NONE'; }), false);
    assert.equal(sections.limit, true);
    assert.equal(sections.aggInterval, false);
  });

  it('offers only CURRENT_ quick intervals on the Realtime tab', () => {
    assert.equal(panelQuickIntervals('REALTIME').length, 11);
    assert.ok(panelQuickIntervals('REALTIME').every((q) => q.startsWith('CURRENT_')));
    assert.equal(panelQuickIntervals('HISTORY').length, 18);
  });
});

describe('required inputs', () => {
  it('requires only the selected tab and mode', () => {
    assert.deepEqual(requiredInputs(timewindow()), ['realtime.timewindowMs']);
    assert.deepEqual(requiredInputs(timewindow((t) => { t.realtime.realtimeType = 'INTERVAL'; })), ['realtime.quickInterval']);
    assert.deepEqual(requiredInputs(timewindow((t) => { t.selectedTab = 'HISTORY'; })), ['history.timewindowMs']);
    assert.deepEqual(requiredInputs(timewindow((t) => {
      t.selectedTab = 'HISTORY';
      t.history.historyType = 'FIXED';
    })), ['history.fixedTimewindow']);
    assert.deepEqual(requiredInputs(timewindow((t) => {
      t.selectedTab = 'HISTORY';
      t.history.historyType = 'INTERVAL';
    })), ['history.quickInterval']);
  });

  it('ignores an empty input of the other tab', () => {
    assert.deepEqual(missingInputs(timewindow((t) => { t.history.timewindowMs = 0; })), []);
    assert.deepEqual(missingInputs(timewindow((t) => { t.realtime.timewindowMs = Number.NaN; })), ['realtime.timewindowMs']);
    assert.deepEqual(missingInputs(timewindow((t) => {
      t.selectedTab = 'HISTORY';
      t.history.historyType = 'FIXED';
      t.history.fixedTimewindow = { startTimeMs: NOW, endTimeMs: NOW };
    })), ['history.fixedTimewindow']);
  });
});

describe('Update button', () => {
  const original = timewindow();

  it('is disabled when nothing changed, while loading, or when the form is invalid', () => {
    const changed = timewindow((t) => { t.realtime.timewindowMs = HOUR; });
    assert.equal(canUpdate(original, timewindow()), false);
    assert.equal(canUpdate(original, changed), true);
    assert.equal(canUpdate(original, changed, true), false);
    assert.equal(canUpdate(original, timewindow((t) => { t.realtime.timewindowMs = 0; })), false);
  });

  it('counts a tab switch as a change and writes the tab back', () => {
    const history = timewindow((t) => { t.selectedTab = 'HISTORY'; });
    assert.equal(canUpdate(original, history), true);
    assert.equal(updatedTimewindow(history).selectedTab, 'HISTORY');
  });

  it('moves intervals inside their windows on update', () => {
    const edited = timewindow((t) => {
      t.realtime.timewindowMs = DAY;
      t.realtime.interval = SECOND;
    });
    const result = updatedTimewindow(edited);
    assert.equal(result.realtime.interval, 173 * SECOND);
    assert.equal(edited.realtime.interval, SECOND);
    assert.equal(updatedTimewindow(original).realtime.interval, SECOND);
    assert.equal(updatedTimewindow(timewindow((t) => { t.realtime.interval = HOUR; })).realtime.interval, Math.floor(MINUTE / 7 / SECOND) * SECOND);
  });
});

describe('datetime period', () => {
  it('defaults to the last 24 hours', () => {
    assert.deepEqual(defaultDatetimePeriod(NOW), { startTimeMs: NOW - 86_400_000, endTimeMs: NOW });
  });

  it('keeps the start at least 1 second before the end', () => {
    const period = { startTimeMs: NOW - HOUR, endTimeMs: NOW };
    assert.deepEqual(changePeriodStart(period, NOW - 2 * HOUR), { startTimeMs: NOW - 2 * HOUR, endTimeMs: NOW });
    assert.deepEqual(changePeriodStart(period, NOW), { startTimeMs: NOW - 1000, endTimeMs: NOW });
    assert.deepEqual(changePeriodStart(period, NOW + HOUR), { startTimeMs: NOW - 1000, endTimeMs: NOW });
  });

  it('keeps the end at least 1 second after the start and never in the future', () => {
    const period = { startTimeMs: NOW - HOUR, endTimeMs: NOW - MINUTE };
    assert.deepEqual(changePeriodEnd(period, NOW - 30 * MINUTE, NOW), { startTimeMs: NOW - HOUR, endTimeMs: NOW - 30 * MINUTE });
    assert.deepEqual(changePeriodEnd(period, NOW + DAY, NOW), { startTimeMs: NOW - HOUR, endTimeMs: NOW });
    assert.deepEqual(changePeriodEnd(period, NOW - 2 * HOUR, NOW), { startTimeMs: NOW - HOUR, endTimeMs: NOW - HOUR + 1000 });
  });

  it('becomes the second before now when the start lies in the future', () => {
    assert.deepEqual(changePeriodEnd({ startTimeMs: NOW, endTimeMs: NOW + HOUR }, NOW + HOUR, NOW), { startTimeMs: NOW - 1000, endTimeMs: NOW });
  });

  it('keeps a single datetime between its optional bounds', () => {
    assert.equal(clampDatetime(NOW, NOW - HOUR, NOW + HOUR), NOW);
    assert.equal(clampDatetime(NOW - DAY, NOW - HOUR), NOW - HOUR);
    assert.equal(clampDatetime(NOW + DAY, null, NOW), NOW);
    assert.equal(clampDatetime(NOW), NOW);
  });
});
