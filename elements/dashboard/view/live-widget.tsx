import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { mdiFullscreen, mdiFullscreenExit } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { useTranslate } from '../../core/i18n.js';
import { TimeWindow } from '../../time-window/time-window.js';
import type { AliasContext } from '../model/aliases.logic.js';
import type { Dashboard, Timewindow, Widget } from '../model/dashboard.types.js';
import type { RpcOptions } from '../runtime/send-rpc.js';
import type { ServerClock } from '../runtime/server-clock.js';
import type { FunctionRunner } from '../runtime/function-sandbox.logic.js';
import type { DashboardChannel } from '../runtime/widget-runtime.js';
import type { WidgetActionRequest } from '../widgets/widget-contract.js';
import { widgetWithWindow, type DashboardControls } from './dashboard-controls.store.js';
import { useWidgetData } from './use-widget-data.js';
import { WidgetFrame, widgetTitle } from './widget-frame.js';
import { fullscreenEnabled, showsTimewindow } from './widget-header.logic.js';

/** Props of {@link LiveWidget}. */
export interface LiveWidgetProps {
  widget: Widget;
  dashboard: Dashboard;
  alias: AliasContext;
  controls: DashboardControls;
  clock: ServerClock;
  channel: DashboardChannel;
  onAction: (widget: Widget, request: WidgetActionRequest) => void;
  sendRpc: (widget: Widget, method: string, params: unknown, timeoutMs?: number, options?: RpcOptions) => Promise<unknown>;
  isEdit: boolean;
  /** Whether this widget is the one shown fullscreen. */
  fullscreen?: boolean;
  /** Runs the functions of function datasources; the page's sandbox by default. */
  functions?: FunctionRunner;
}

const FULLSCREEN_BUTTON =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-text-muted hover:bg-surface-hover hover:text-text focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-focus';

/** The header's own time window of a widget: changes only that widget's window. */
function OwnTimewindow({ widget, timewindow, controls, maxDatapointsLimit }: { widget: Widget; timewindow: Timewindow; controls: DashboardControls; maxDatapointsLimit: number | null }) {
  return (
    <div className="min-w-0 max-w-64 shrink [&_button]:h-8 [&_button]:text-sm">
      <TimeWindow
        value={timewindow}
        maxDatapointsLimit={maxDatapointsLimit ?? undefined}
        hideInterval={timewindow.hideInterval}
        hideAggregation={widget.type !== 'timeseries' || timewindow.hideAggregation}
        hideAggInterval={timewindow.hideAggInterval}
        hideTimezone={timewindow.hideTimezone}
        onChange={(json) => controls.setWidgetWindow(widget.id, { ...timewindow, ...json } as Timewindow)}
      />
    </div>
  );
}

/**
 * One widget with its own data store (it re-renders when its data changes, not when another widget's does),
 * the time window a viewer set on it, and in its header its own time window (`displayTimewindow`) and the
 * fullscreen button (`enableFullscreen`; shown on hover or focus where there is a pointer, always on touch).
 */
export function LiveWidget({ widget, dashboard, alias, controls, clock, channel, onAction, sendRpc, isEdit, fullscreen = false, functions }: LiveWidgetProps) {
  const t = useTranslate();
  const timewindow = useStore(controls.$timewindow);
  const own = useStore(controls.$widgetWindows)[widget.id];
  const epoch = useStore(controls.$aliasEpoch);
  const shown = useMemo(() => widgetWithWindow(widget, own), [widget, own]);
  const data = useWidgetData({ widget: shown, config: dashboard.configuration, alias, timewindow, clock, channel, aliasEpoch: epoch, functions });
  const title = widgetTitle(widget, t('dashboard:widget.untitled'));
  const fullscreenButton = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    // In fullscreen the button takes the focus; back in the grid, the button of the widget that left fullscreen does.
    if (fullscreen || controls.takeFocusAfterFullscreen(widget.id)) fullscreenButton.current?.focus({ preventScroll: !fullscreen });
  }, [fullscreen, controls, widget.id]);
  const headerEnd = isEdit ? undefined : (
    <>
      {showsTimewindow(shown) && shown.config.timewindow && (
        <OwnTimewindow widget={shown} timewindow={shown.config.timewindow} controls={controls} maxDatapointsLimit={clock.maxDatapointsLimit} />
      )}
      {fullscreenEnabled(widget) && (
        <button
          ref={fullscreenButton}
          type="button"
          data-fullscreen-button={widget.id}
          aria-label={t(fullscreen ? 'dashboard:widget.exit-fullscreen' : 'dashboard:widget.fullscreen', { title })}
          title={t(fullscreen ? 'dashboard:widget.exit-fullscreen' : 'dashboard:widget.fullscreen', { title })}
          onClick={() => controls.setFullscreen(fullscreen ? null : widget.id)}
          className={`${FULLSCREEN_BUTTON} ${fullscreen ? '' : '[@media(hover:hover)]:opacity-0 group-hover/widget:opacity-100 group-focus-within/widget:opacity-100'}`}
        >
          <Icon path={fullscreen ? mdiFullscreenExit : mdiFullscreen} size={20} />
        </button>
      )}
    </>
  );
  return (
    <WidgetFrame
      widget={shown}
      data={data}
      onAction={(request) => onAction(widget, request)}
      sendRpc={(method, params, timeoutMs, options) => sendRpc(widget, method, params, timeoutMs, options)}
      onZoom={(window) => controls.zoom(shown, window)}
      isEdit={isEdit}
      headerEnd={headerEnd}
    />
  );
}
