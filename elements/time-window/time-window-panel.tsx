import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_INTERVAL_BOUND_MS, SECOND_MS, type HistoryWindowType, type QuickInterval, type RealtimeWindowType, type TimewindowType } from '../../sdk/catalogues/timewindow.js';
import { useTranslate } from '../core/i18n.js';
import { DialogButton } from '../dialog/dialog-button.js';
import { aggregationOptions, limitSliderBounds, sliderLimit } from './aggregation.logic.js';
import { DatetimePeriod } from '../datetime-period/datetime-period.js';
import { quickIntervalLabel } from './format.logic.js';
import { boundInterval, historySpanMs, intervalLimits, realtimeSpanMs } from './intervals.logic.js';
import { canUpdate, panelQuickIntervals, panelSections, updatedTimewindow } from './panel.logic.js';
import { TimeIntervalEditor } from './time-interval-editor.js';
import { editTimewindow, type Timewindow } from './time-window.model.js';
import { TimezoneSelect } from './timezone-select.js';
import { FIELD, FIELD_LOOK, HINT, LABEL } from './styles.js';

/** Props of {@link TimeWindowPanel}. */
export interface TimeWindowPanelProps {
  /** The time window the panel opens with. */
  initial: Timewindow;
  /** The server's maximum datapoints limit (bounds the limit slider). */
  serverLimit?: number | null;
  /** Edit mode: every section shows, with its hide checkbox. */
  isEdit: boolean;
  /** Offers the History tab only. */
  historyOnly: boolean;
  /** The Realtime tab offers quick intervals only. */
  quickIntervalOnly: boolean;
  /** Called with the time window to keep when a person presses Update. */
  onUpdate: (timewindow: Timewindow) => void;
  /** Called when a person presses Cancel. */
  onCancel: () => void;
}

type HideFlag = 'hideInterval' | 'hideAggregation' | 'hideAggInterval' | 'hideTimezone';

const HIDE_KEYS: Record<HideFlag, string> = {
  hideInterval: 'timewindow.hide-interval',
  hideAggregation: 'timewindow.hide-aggregation',
  hideAggInterval: 'timewindow.hide-agg-interval',
  hideTimezone: 'timewindow.hide-timezone',
};

const TABS: readonly TimewindowType[] = ['REALTIME', 'HISTORY'];

function Section({ title, hide, children }: { title: string; hide?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2.5 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-text-muted">{title}</h3>
        {hide}
      </div>
      {children}
    </section>
  );
}

function Choices<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: ReadonlyArray<[T, string]>; onChange: (value: T) => void }) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="flex flex-wrap gap-x-4 gap-y-2">
      {options.map(([option, text]) => (
        <label key={option} className="flex items-center gap-1.5 text-base text-text">
          <input type="radio" name={name} className="size-4 accent-accent" checked={value === option} onChange={() => onChange(option)} />
          {text}
        </label>
      ))}
    </div>
  );
}

/**
 * The form of the time-window control: Realtime and History tabs, each with its window (last interval,
 * fixed period or quick interval), then aggregation with its limit or grouping interval, the timezone,
 * in edit mode the hide checkboxes, and Cancel / Update (enabled once something valid changed).
 */
export function TimeWindowPanel({ initial, serverLimit, isEdit, historyOnly, quickIntervalOnly, onUpdate, onCancel }: TimeWindowPanelProps) {
  const t = useTranslate();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const edit = (change: (d: Timewindow) => void) => setDraft((current) => editTimewindow(current, change));
  const sections = panelSections(draft, isEdit);
  const tab = historyOnly ? 'HISTORY' : draft.selectedTab;
  const span = tab === 'HISTORY' ? historySpanMs(draft.history) : realtimeSpanMs(draft.realtime);
  const limits = intervalLimits(span);
  const bounds = limitSliderBounds(serverLimit);
  const limit = sliderLimit(draft.aggregation.limit, serverLimit);

  const hideBox = (flag: HideFlag) =>
    sections.hideCheckboxes && (
      <label className="flex items-center gap-1.5 text-sm text-text-muted">
        <input type="checkbox" className="size-4 accent-accent" checked={draft[flag]} onChange={(e) => edit((d) => void (d[flag] = e.target.checked))} />
        {t(HIDE_KEYS[flag])}
      </label>
    );

  const quickSelect = (value: QuickInterval, onChange: (q: QuickInterval) => void) => (
    <select aria-label={t('timewindow.quick-interval')} className={FIELD} value={value} onChange={(e) => onChange(e.target.value as QuickInterval)}>
      {panelQuickIntervals(tab).map((q) => (
        <option key={q} value={q}>
          {t(quickIntervalLabel(q).key)}
        </option>
      ))}
    </select>
  );

  const lastEditor = (value: number, onChange: (ms: number) => void) => (
    <TimeIntervalEditor key={`${tab}-last`} label={t('timewindow.last')} value={value || null} minMs={SECOND_MS} maxMs={MAX_INTERVAL_BOUND_MS} onChange={(ms) => onChange(ms ?? 0)} />
  );

  const realtimeWindow = () => {
    const { realtime } = draft;
    const type: RealtimeWindowType = quickIntervalOnly ? 'INTERVAL' : realtime.realtimeType;
    return (
      <>
        {!quickIntervalOnly && (
          <Choices
            label={t('timewindow.realtime')}
            value={type}
            options={[['LAST_INTERVAL', t('timewindow.last')], ['INTERVAL', t('timewindow.quick-interval')]]}
            onChange={(v) => edit((d) => void (d.realtime.realtimeType = v))}
          />
        )}
        {type === 'INTERVAL'
          ? quickSelect(realtime.quickInterval, (q) => edit((d) => void (d.realtime.quickInterval = q)))
          : lastEditor(realtime.timewindowMs, (ms) => edit((d) => void (d.realtime.timewindowMs = ms)))}
      </>
    );
  };

  const historyWindow = () => {
    const { history } = draft;
    return (
      <>
        <Choices<HistoryWindowType>
          label={t('timewindow.history')}
          value={history.historyType}
          options={[['LAST_INTERVAL', t('timewindow.last')], ['FIXED', t('timewindow.time-period')], ['INTERVAL', t('timewindow.quick-interval')]]}
          onChange={(v) => edit((d) => void (d.history.historyType = v))}
        />
        {history.historyType === 'LAST_INTERVAL' && lastEditor(history.timewindowMs, (ms) => edit((d) => void (d.history.timewindowMs = ms)))}
        {history.historyType === 'FIXED' && (
          <DatetimePeriod value={history.fixedTimewindow} timezone={draft.timezone} onChange={(p) => edit((d) => void (d.history.fixedTimewindow = p))} />
        )}
        {history.historyType === 'INTERVAL' && quickSelect(history.quickInterval, (q) => edit((d) => void (d.history.quickInterval = q)))}
      </>
    );
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    edit((d) => void (d.selectedTab = next));
    tabRefs.current[TABS.indexOf(next)]?.focus();
  };

  const interval = tab === 'HISTORY' ? draft.history.interval : draft.realtime.interval;
  const complete = !(sections.aggInterval && !interval);
  return (
    <div className="flex max-h-[inherit] min-h-0 flex-1 flex-col">
      {!historyOnly && (
        <div role="tablist" aria-label={t('timewindow.time-window')} className="flex shrink-0 border-b border-border px-4">
          {TABS.map((name, index) => (
            <button
              key={name}
              ref={(el) => void (tabRefs.current[index] = el)}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-tabpanel`}
              tabIndex={tab === name ? 0 : -1}
              data-tab={name}
              onClick={() => edit((d) => void (d.selectedTab = name))}
              onKeyDown={(e) => onTabKey(e, index)}
              className={`-mb-px h-row border-b-2 px-4 text-base font-medium transition-colors duration-fast ${tab === name ? 'border-accent text-accent' : 'border-transparent text-text-muted hover:text-text'}`}
            >
              {t(name === 'REALTIME' ? 'timewindow.realtime' : 'timewindow.history')}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${id}-tabpanel`}
        role={historyOnly ? undefined : 'tabpanel'}
        aria-labelledby={historyOnly ? undefined : `${id}-tab-${tab}`}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-3"
      >
        {sections.interval && (
          <Section title={t('timewindow.time-window')} hide={hideBox('hideInterval')}>
            {tab === 'HISTORY' ? historyWindow() : realtimeWindow()}
          </Section>
        )}
        {sections.aggregation && (
          <Section title={t('aggregation.aggregation')} hide={hideBox('hideAggregation')}>
            <label className="flex flex-col gap-1.5">
              <span className={LABEL}>{t('aggregation.function')}</span>
              <select className={FIELD} value={draft.aggregation.type} onChange={(e) => edit((d) => void (d.aggregation.type = e.target.value as Timewindow['aggregation']['type']))}>
                {aggregationOptions().map((o) => (
                  <option key={o.type} value={o.type}>
                    {t(o.labelKey)}
                  </option>
                ))}
              </select>
            </label>
            {sections.limit && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={`${id}-limit`} className={LABEL}>
                  {t('aggregation.limit')}
                </label>
                <div className="flex items-center gap-3">
                  <input
                    type="range"
                    aria-label={t('aggregation.limit')}
                    aria-describedby={`${id}-limit-hint`}
                    min={bounds.min}
                    max={bounds.max}
                    step={bounds.step}
                    value={limit}
                    onChange={(e) => edit((d) => void (d.aggregation.limit = Number(e.target.value)))}
                    className="h-control min-w-0 flex-1 accent-accent"
                  />
                  <input
                    id={`${id}-limit`}
                    type="number"
                    aria-describedby={`${id}-limit-hint`}
                    min={bounds.min}
                    max={bounds.max}
                    step={bounds.step}
                    value={limit}
                    onChange={(e) => edit((d) => void (d.aggregation.limit = sliderLimit(Number(e.target.value), serverLimit)))}
                    className={`${FIELD_LOOK} w-28 shrink-0 text-end tabular-nums`}
                  />
                </div>
                <p id={`${id}-limit-hint`} className={HINT}>
                  {t('aggregation.limit-hint', { min: bounds.min, max: bounds.max })}
                </p>
              </div>
            )}
            {sections.aggInterval && (
              <div className="flex flex-col gap-2">
                <TimeIntervalEditor
                  key={`${tab}-group-${span}`}
                  label={t('aggregation.group-interval')}
                  value={interval ? boundInterval(span, interval, draft.aggregation.type) : null}
                  minMs={limits.min}
                  maxMs={limits.max}
                  onChange={(ms) => edit((d) => void (tab === 'HISTORY' ? (d.history.interval = ms ?? 0) : (d.realtime.interval = ms ?? 0)))}
                />
                {hideBox('hideAggInterval')}
              </div>
            )}
          </Section>
        )}
        {sections.timezone && (
          <Section title={t('timezone.timezone')} hide={hideBox('hideTimezone')}>
            <TimezoneSelect value={draft.timezone} onChange={(zone) => edit((d) => void (d.timezone = zone))} />
          </Section>
        )}
      </div>
      <div className="flex shrink-0 justify-end gap-2 border-t border-border px-4 py-3">
        <DialogButton onClick={onCancel}>{t('action.cancel')}</DialogButton>
        <DialogButton variant="primary" disabled={!complete || !canUpdate(initial, { ...draft, selectedTab: tab })} onClick={() => onUpdate(updatedTimewindow({ ...draft, selectedTab: tab }))}>
          {t('timewindow.update')}
        </DialogButton>
      </div>
    </div>
  );
}
