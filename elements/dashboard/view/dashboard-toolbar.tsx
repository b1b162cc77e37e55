import { useState, type ReactNode } from 'react';
import { mdiArrowLeft, mdiChevronRight, mdiDotsHorizontal, mdiArrowCollapseRight } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { useTranslate } from '../../core/i18n.js';
import { TimeWindow } from '../../time-window/time-window.js';
import type { TimewindowJson } from '../../time-window/timewindow-json.logic.js';
import type { DashboardConfiguration, Timewindow } from '../model/dashboard.types.js';
import { stateDisplayName, type StateObject } from '../model/states.logic.js';
import { TOOLBAR_ICON_BUTTON } from './toolbar-styles.js';

/** Props of {@link DashboardToolbar}. */
export interface DashboardToolbarProps {
  /** The dashboard title; none hides the heading (embedded dashboards). */
  title?: string;
  config: DashboardConfiguration;
  stack: readonly StateObject[];
  /** Goes back to the stack entry at an index (a breadcrumb click, or the back button). */
  onNavigate: (index: number) => void;
  timewindow: Timewindow;
  maxDatapointsLimit: number | null;
  onTimewindow: (timewindow: TimewindowJson) => void;
  /** Shown before the time window: the entities select, the filters button and the dashboards select. */
  controls?: ReactNode;
  /** Hides the controls and the time window behind a button until a viewer opens them (`toolbarAlwaysOpen` false); default false. */
  collapsible?: boolean;
  /** Shown before the title (the fullscreen page's back button). */
  start?: ReactNode;
  /** Shown after the time window (the console's edit buttons). */
  end?: ReactNode;
}

/**
 * The dashboard toolbar: the title, the state trail of an opened state (each earlier state a button back
 * to it, with a back button), the controls it is given and the dashboard time window when the settings
 * show it; when collapsible, the controls and time window wait behind a button that opens them.
 */
export function DashboardToolbar({ title, config, stack, onNavigate, timewindow, maxDatapointsLimit, onTimewindow, controls, collapsible = false, start, end }: DashboardToolbarProps) {
  const t = useTranslate();
  const [opened, setOpened] = useState(false);
  const trail = stack.length > 1;
  const shown = !collapsible || opened;
  const showTimewindow = shown && config.settings.showDashboardTimewindow !== false;
  const nameAt = (entry: StateObject) => stateDisplayName(config.states[entry.id] ?? { name: entry.id }, entry.params);
  return (
    <div className="flex min-h-toolbar flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-surface px-3 py-2 sm:px-4">
      {start}
      {trail && (
        <button
          type="button"
          onClick={() => onNavigate(stack.length - 2)}
          aria-label={t('dashboard:toolbar.back')}
          title={t('dashboard:toolbar.back')}
          className={TOOLBAR_ICON_BUTTON}
        >
          <Icon path={mdiArrowLeft} mirrorInRtl />
        </button>
      )}
      <div className="flex min-w-0 flex-1 basis-48 flex-col">
        {title !== undefined && (
          <h1 dir="auto" className="truncate text-md font-semibold text-text">
            {title}
          </h1>
        )}
        {trail && (
          <nav aria-label={t('dashboard:toolbar.states')} className="min-w-0">
            <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-text-muted">
              {stack.map((entry, i) => {
                const last = i === stack.length - 1;
                return (
                  <li key={`${i}-${entry.id}`} className="flex min-w-0 items-center gap-1">
                    {i > 0 && <Icon path={mdiChevronRight} size={16} mirrorInRtl />}
                    {last ? (
                      <span dir="auto" aria-current="page" className="truncate font-medium text-text">
                        {nameAt(entry)}
                      </span>
                    ) : (
                      <button type="button" dir="auto" onClick={() => onNavigate(i)} className="truncate rounded-control px-1 hover:text-text hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                        {nameAt(entry)}
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
      </div>
      {shown && controls}
      {showTimewindow && (
        <div className="min-w-0 max-w-full">
          <TimeWindow
            value={timewindow}
            maxDatapointsLimit={maxDatapointsLimit ?? undefined}
            hideInterval={timewindow.hideInterval}
            hideAggregation={timewindow.hideAggregation}
            hideAggInterval={timewindow.hideAggInterval}
            hideTimezone={timewindow.hideTimezone}
            onChange={onTimewindow}
          />
        </div>
      )}
      {collapsible && (
        <button
          type="button"
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
          aria-label={t(opened ? 'dashboard:toolbar.hide-toolbar' : 'dashboard:toolbar.show-toolbar')}
          title={t(opened ? 'dashboard:toolbar.hide-toolbar' : 'dashboard:toolbar.show-toolbar')}
          className={TOOLBAR_ICON_BUTTON}
        >
          <Icon path={opened ? mdiArrowCollapseRight : mdiDotsHorizontal} mirrorInRtl />
        </button>
      )}
      {end}
    </div>
  );
}
