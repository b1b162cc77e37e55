import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { mdiChevronDown, mdiClockOutline } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { useKitRoot } from '../core/kit-root.js';
import { timewindowLabel, timewindowTimezoneAbbr } from './format.logic.js';
import { panelPlacement, timewindowControlDisabled, type PanelPlacement } from './panel.logic.js';
import { timewindowFromJson, timewindowToJson, type TimewindowJson } from './timewindow-json.logic.js';
import type { Timewindow } from './time-window.model.js';
import { messagesText } from './time-text.js';

// The panel and the floating library load when a person first opens the panel (or points at the button).
const loadPopup = () => import('./time-window-popup.js');
const TimeWindowPopup = lazy(loadPopup);

/** Props of {@link TimeWindow}. */
export interface TimeWindowProps {
  /** The time window as dashboard JSON stores it (any 3.x shape); default realtime, last minute. */
  value?: unknown;
  /** The server's maximum datapoints limit (GET /api/dashboard/maxDatapointsLimit); bounds the limit slider. */
  maxDatapointsLimit?: number | null;
  /** IANA zone used when the time window names none. */
  timezone?: string | null;
  /** Edit mode: every setting shows, each with a checkbox hiding it from viewers. */
  isEdit?: boolean;
  /** Offers the History tab only. */
  historyOnly?: boolean;
  /** The Realtime tab offers quick intervals only. */
  quickIntervalOnly?: boolean;
  /** Hides the window settings (outside edit mode this also disables the control). */
  hideInterval?: boolean;
  /** Hides the aggregation settings, its grouping interval included. */
  hideAggregation?: boolean;
  /** Hides the grouping interval. */
  hideAggInterval?: boolean;
  /** Hides the timezone select and abbreviation. */
  hideTimezone?: boolean;
  /** Disables the control. */
  disabled?: boolean;
  /** Called with the new time window (dashboard JSON) when a person presses Update. */
  onChange?: (detail: TimewindowJson) => void;
}

function readTimewindow(props: TimeWindowProps): Timewindow {
  const model = timewindowFromJson(props.value, { nowMs: Date.now(), serverLimit: props.maxDatapointsLimit, quickIntervalOnly: props.quickIntervalOnly });
  if (props.historyOnly) model.selectedTab = 'HISTORY';
  if (!model.timezone && props.timezone) model.timezone = props.timezone;
  model.hideInterval ||= props.hideInterval === true;
  model.hideAggregation ||= props.hideAggregation === true;
  model.hideAggInterval ||= props.hideAggInterval === true;
  model.hideTimezone ||= props.hideTimezone === true;
  return model;
}

/**
 * The time-window control: a button showing the current window (tab, then last interval, quick interval
 * or fixed period, and the zone's abbreviation) that opens the time-window panel; Update fires `onChange`.
 */
export function TimeWindow(props: TimeWindowProps) {
  const { isEdit = false, historyOnly = false, quickIntervalOnly = false, disabled = false, maxDatapointsLimit, onChange } = props;
  const t = useTranslate();
  const id = useId();
  const { portalTarget } = useKitRoot();
  const parsed = useMemo(
    () => readTimewindow(props),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only when an input of the model changes
    [JSON.stringify(props.value), maxDatapointsLimit, props.timezone, historyOnly, quickIntervalOnly, props.hideInterval, props.hideAggregation, props.hideAggInterval, props.hideTimezone],
  );
  const [updated, setUpdated] = useState<{ from: Timewindow; timewindow: Timewindow } | null>(null);
  const timewindow = updated && updated.from === parsed ? updated.timewindow : parsed;
  const [open, setOpen] = useState<PanelPlacement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const overlayId = `timewindow${id}`;
  const off = timewindowControlDisabled(disabled, isEdit, timewindow);

  const close = (focusButton: boolean) => {
    setOpen(null);
    if (focusButton) button.current?.focus();
  };

  const show = () => {
    const rect = button.current?.getBoundingClientRect() ?? { top: 0, bottom: 0 };
    setOpen(panelPlacement(rect, { width: window.innerWidth, height: window.innerHeight }));
  };

  const label = timewindowLabel(timewindow);
  const [tab, ...rest] = label;
  const abbr = timewindowTimezoneAbbr(timewindow, Date.now());

  return (
    <>
      <button
        ref={button}
        type="button"
        part="button"
        disabled={off}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        title={t('timewindow.time-window')}
        onClick={() => (open ? close(false) : show())}
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        className="inline-flex h-control max-w-full items-center gap-2 rounded-control border border-border bg-surface px-3 text-base text-text transition-colors duration-fast hover:border-border-strong hover:bg-surface-hover disabled:pointer-events-none disabled:opacity-50"
      >
        <Icon path={mdiClockOutline} size={18} className="text-text-muted" />
        <span className="truncate">
          <span className="font-medium">{tab ? t(tab.key) : ''}</span>
          <span className="text-text-muted"> · </span>
          <span>{messagesText(t, rest)}</span>
          {abbr && <span className="ms-1.5 text-text-muted">{abbr}</span>}
        </span>
        <Icon path={mdiChevronDown} size={18} className="text-text-muted" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <TimeWindowPopup
            button={button.current}
            placement={open}
            portalTarget={portalTarget}
            overlayId={overlayId}
            onClose={close}
            initial={timewindow}
            serverLimit={maxDatapointsLimit}
            isEdit={isEdit}
            historyOnly={historyOnly}
            quickIntervalOnly={quickIntervalOnly}
            onUpdate={(next) => {
              setUpdated({ from: parsed, timewindow: next });
              close(true);
              onChange?.(timewindowToJson(next));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
