import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { TbClient } from '../../../sdk/client.js';
import { useTranslate } from '../../core/i18n.js';
import { useKitRoot } from '../../core/kit-root.js';
import type { TimewindowJson } from '../../time-window/timewindow-json.logic.js';
import type { AliasContext } from '../model/aliases.logic.js';
import type { Dashboard, LayoutId, Timewindow, Widget } from '../model/dashboard.types.js';
import { isMobileWidth } from '../model/layout.logic.js';
import { decodeStateParam, encodeStateParam, navigatePrevState, rootStateId, type StateObject } from '../model/states.logic.js';
import { findRpcTargetDevice } from '../runtime/rpc-target.js';
import { sendRpc as sendDeviceRpc, type RpcOptions } from '../runtime/send-rpc.js';
import { rpcTransport } from '../runtime/rpc-transport.js';
import { CustomActionSlot, useCustomActionRuns } from './custom-action-slot.js';
import { showToast } from '../../toast/toast.store.js';
import type { DashboardChannel } from '../runtime/widget-runtime.js';
import type { ServerClock } from '../runtime/server-clock.js';
import { useServerClock } from '../runtime/use-server-clock.js';
import { useOwnFunctionSandbox } from '../runtime/function-sandbox-host.js';
import type { FunctionRunner } from '../runtime/function-sandbox.logic.js';
import type { WidgetActionRequest } from '../widgets/widget-contract.js';
import { DashboardGrid } from './dashboard-grid.js';
import { DashboardToolbar } from './dashboard-toolbar.js';
import { useElementSize } from './use-size.js';
import { useWidgetData } from './use-widget-data.js';
import { useWidgetTypes } from './use-widget-types.js';
import { WidgetFrame } from './widget-frame.js';
import { runWidgetAction, zoomedTimewindow } from './widget-action.logic.js';

/** The client calls the dashboard view makes: the server clock, RPC, and the signed-in user for aliases. */
export type DashboardClient = Pick<TbClient, 'GET' | 'with' | 'auth'>;

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  /** The dashboard, normalised (`normaliseDashboard`). */
  dashboard: Dashboard;
  client: DashboardClient;
  channel: DashboardChannel;
  /** The `state` query parameter (base64 state stack); null or absent opens the root state. */
  state?: string | null;
  /** Called with the new `state` parameter (null for the root state) after state navigation; without it the view keeps the stack itself. */
  onStateChange?: (state: string | null) => void;
  /** Called when a widget action opens another dashboard, with the `state` parameter to open it at. */
  onOpenDashboard?: (dashboardId: string, state: string | null) => void;
  /** Called when a widget fires a custom or custom-pretty action, after the view started it in the sandbox. */
  onCustomAction?: (widget: Widget, request: WidgetActionRequest) => void;
  /** Hides the toolbar (title, state trail, time window); default false. */
  hideToolbar?: boolean;
  /** Inside a host page: no title heading; default false. */
  embedded?: boolean;
  /** Shown at the start of the toolbar (a back button). */
  toolbarStart?: ReactNode;
  /** Shown at the end of the toolbar (the console's edit buttons). */
  toolbarEnd?: ReactNode;
  /** Edit mode: each layout is drawn by the editor instead of the view grid, and widgets are told they are edited. */
  edit?: DashboardEditHooks;
}

/** What a layout drawn in edit mode gets from the view. */
export interface EditLayoutArgs {
  stateId: string;
  layoutId: LayoutId;
  /** Phone width: the one-column layout. */
  mobile: boolean;
  /** Accessible name of the layout region (the right layout's). */
  label?: string;
  /** Draws one widget with its live data. */
  renderWidget: (widget: Widget) => ReactNode;
}

/** The hooks dashboard edit mode plugs into the view. */
export interface DashboardEditHooks {
  /** Draws one layout of the shown state in edit mode. */
  renderLayout: (args: EditLayoutArgs) => ReactNode;
  /** Shown beside the layouts (the editor's side panel). */
  aside?: ReactNode;
}

/** How long the notice of an action that cannot run here stays up, in ms (a sentence to read). */
const UNSUPPORTED_TOAST_MS = 5000;


/** One widget with its own data store: re-renders when its data changes, not when another widget's does. */
function LiveWidget(props: {
  widget: Widget; dashboard: Dashboard; alias: AliasContext; timewindow: Timewindow; clock: ServerClock; channel: DashboardChannel;
  onAction: (widget: Widget, request: WidgetActionRequest) => void; sendRpc: (widget: Widget, method: string, params: unknown, timeoutMs?: number, options?: RpcOptions) => Promise<unknown>;
  onZoom: (window: { startTs: number; endTs: number }) => void; isEdit: boolean; functions: FunctionRunner;
}) {
  const { widget, dashboard, alias, timewindow, clock, channel, onAction, sendRpc, onZoom, isEdit, functions } = props;
  const data = useWidgetData({ widget, config: dashboard.configuration, alias, timewindow, clock, channel, functions });
  return (
    <WidgetFrame
      widget={widget}
      data={data}
      onAction={(request) => onAction(widget, request)}
      sendRpc={(method, params, timeoutMs, options) => sendRpc(widget, method, params, timeoutMs, options)}
      onZoom={onZoom}
      isEdit={isEdit}
    />
  );
}

/**
 * A live dashboard: the toolbar, then the layouts of the current state (main, and right beside it when
 * the state has one; one column under 960 px), each widget in a frame with its own live data. Widget
 * actions move through the states (the stack kept in the `state` parameter), open other dashboards,
 * send RPC to the widget's target device and zoom the time window to a history period.
 */
export function DashboardView({ dashboard, client, channel, state = null, onStateChange, onOpenDashboard, onCustomAction, hideToolbar = false, embedded = false, toolbarStart, toolbarEnd, edit }: DashboardViewProps) {
  const t = useTranslate();
  const config = dashboard.configuration;
  const [ownState, setOwnState] = useState<string | null>(state);
  useEffect(() => setOwnState(state), [state]);
  const param = onStateChange ? state : ownState;
  const stack = useMemo(() => decodeStateParam(param, config), [param, config]);
  const [timewindow, setTimewindow] = useState<Timewindow>(config.timewindow);
  useEffect(() => setTimewindow(config.timewindow), [config]);
  const clock = useServerClock(client);
  useWidgetTypes(client, useMemo(() => Object.values(config.widgets), [config]));
  const functions = useOwnFunctionSandbox();
  const user = useStore(client.auth.$authUser);
  const top = stack[stack.length - 1] ?? { id: rootStateId(config), params: {} };
  const alias = useMemo<AliasContext>(
    () => ({ user: { authority: user?.authority ?? 'ANONYMOUS', tenantId: user?.tenantId, customerId: user?.customerId, userId: user?.userId }, stateParams: top.params }),
    [user, top.params],
  );
  const [rootRef, { width }] = useElementSize({ width: globalThis.innerWidth ?? 0, height: 0 });
  const mobile = isMobileWidth(width);

  const goTo = useCallback((next: StateObject[]) => {
    const encoded = encodeStateParam(next, config);
    if (onStateChange) onStateChange(encoded);
    else setOwnState(encoded);
  }, [config, onStateChange]);

  const { toastTarget } = useKitRoot();
  const { run: customRun, start: startCustom, close: closeCustom } = useCustomActionRuns();
  const onAction = useCallback((widget: Widget, request: WidgetActionRequest) => {
    const outcome = runWidgetAction(widget, request, stack, config);
    if (outcome.kind === 'state') goTo(outcome.stack);
    else if (outcome.kind === 'dashboard') onOpenDashboard?.(outcome.dashboardId, outcome.stack ? encodeStateParam(outcome.stack, { states: {} }) : null);
    else if (outcome.kind === 'custom') {
      startCustom(widget, outcome);
      onCustomAction?.(widget, request);
    }
    else if (outcome.reason === 'unsupported') {
      showToast({ type: 'info', durationMs: UNSUPPORTED_TOAST_MS, target: toastTarget, message: t(outcome.mobile ? 'dashboard:action.mobile-only' : 'dashboard:action.unsupported', { name: outcome.name }) });
    }
  }, [stack, config, goTo, onOpenDashboard, onCustomAction, startCustom, t, toastTarget]);

  const sendRpc = useCallback(async (widget: Widget, method: string, params: unknown, timeoutMs?: number, options?: RpcOptions) => {
    const transport = rpcTransport(client);
    const deviceId = await findRpcTargetDevice(transport, widget, config, alias);
    if (!deviceId) throw new Error(t('dashboard:widget.no-target-device'));
    return sendDeviceRpc(transport, deviceId, method, params, timeoutMs, options);
  }, [client, config, alias, t]);

  const onZoom = useCallback((window: { startTs: number; endTs: number }) => setTimewindow((tw) => zoomedTimewindow(tw, window)), []);
  const onTimewindow = useCallback((json: TimewindowJson) => setTimewindow((tw) => ({ ...tw, ...json }) as Timewindow), []);

  const stateId = config.states[top.id] ? top.id : rootStateId(config);
  const layouts = config.states[stateId]?.layouts;
  const renderWidget = (widget: Widget) => (
    <LiveWidget widget={widget} dashboard={dashboard} alias={alias} timewindow={timewindow} clock={clock} channel={channel} onAction={onAction} sendRpc={sendRpc} onZoom={onZoom} isEdit={!!edit} functions={functions.sandbox} />
  );
  const empty = !layouts || (Object.keys(layouts.main.widgets).length === 0 && Object.keys(layouts.right?.widgets ?? {}).length === 0);
  const hasRight = !!layouts?.right && Object.keys(layouts.right.widgets).length > 0;

  return (
    <div ref={rootRef} className="flex min-h-full w-full min-w-0 flex-col bg-surface-sunken text-text">
      {!hideToolbar && (
        <DashboardToolbar
          title={embedded ? undefined : dashboard.title}
          config={config}
          stack={stack}
          onNavigate={(index) => goTo(navigatePrevState(stack, index))}
          timewindow={timewindow}
          maxDatapointsLimit={clock.maxDatapointsLimit}
          onTimewindow={onTimewindow}
          start={toolbarStart}
          end={toolbarEnd}
        />
      )}
      {empty ? (
        <p role="note" className="px-6 py-16 text-center text-base text-text-muted">
          {t('dashboard:view.empty-state')}
        </p>
      ) : edit ? (
        <div className="flex flex-1 flex-col md:flex-row">
          <div className={`min-w-0 flex-1 ${hasRight && !mobile ? 'grid grid-cols-2 content-start' : 'flex flex-col'}`}>
            {edit.renderLayout({ stateId, layoutId: 'main', mobile, renderWidget })}
            {hasRight && edit.renderLayout({ stateId, layoutId: 'right', mobile, renderWidget, label: t('dashboard:view.right-layout') })}
          </div>
          {edit.aside}
        </div>
      ) : (
        <div className={hasRight && !mobile ? 'grid flex-1 grid-cols-2' : 'flex flex-1 flex-col'}>
          <DashboardGrid key={`${top.id}-main`} layout={layouts.main} widgets={config.widgets} mobile={mobile} renderWidget={renderWidget} />
          {hasRight && layouts.right && (
            <DashboardGrid key={`${top.id}-right`} layout={layouts.right} widgets={config.widgets} mobile={mobile} renderWidget={renderWidget} label={t('dashboard:view.right-layout')} />
          )}
        </div>
      )}
      {customRun && (
        <CustomActionSlot
          run={customRun}
          onClose={closeCustom}
          onAction={(request) => onAction(customRun.widget, request)}
          sendRpc={(method, params, timeoutMs, options) => sendRpc(customRun.widget, method, params, timeoutMs, options)}
        />
      )}
      {functions.frameBox}
    </div>
  );
}
