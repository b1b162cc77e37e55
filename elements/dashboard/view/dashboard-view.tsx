import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { TbClient } from '../../../sdk/client.js';
import { useTranslate } from '../../core/i18n.js';
import { useKitRoot } from '../../core/kit-root.js';
import type { TimewindowJson } from '../../time-window/timewindow-json.logic.js';
import type { AliasContext } from '../model/aliases.logic.js';
import type { Dashboard, LayoutId, Timewindow, Widget } from '../model/dashboard.types.js';
import { isMobileWidth } from '../model/layout.logic.js';
import { decodeStateParam, encodeStateParam, navigatePrevState, rootStateId, stateDisplayName, type StateObject } from '../model/states.logic.js';
import { findRpcTargetDevice } from '../runtime/rpc-target.js';
import { sendRpc as sendDeviceRpc, type RpcOptions } from '../runtime/send-rpc.js';
import { rpcTransport } from '../runtime/rpc-transport.js';
import { CustomActionSlot, useCustomActionRuns } from './custom-action-slot.js';
import { showToast } from '../../toast/toast.store.js';
import type { DashboardChannel } from '../runtime/widget-runtime.js';
import { useServerClock } from '../runtime/use-server-clock.js';
import { useOwnFunctionSandbox } from '../runtime/function-sandbox-host.js';
import type { WidgetActionRequest } from '../widgets/widget-contract.js';
import { createDashboardControls } from './dashboard-controls.store.js';
import { DashboardGrid } from './dashboard-grid.js';
import { DashboardToolbar } from './dashboard-toolbar.js';
import { DashboardToolbarControls } from './dashboard-toolbar-controls.js';
import { FullscreenWidget } from './fullscreen-widget.js';
import { LiveWidget } from './live-widget.js';
import type { StateOverlayRun } from './state-overlay.js';
import { useElementSize } from './use-size.js';
import { useWidgetTypes } from './use-widget-types.js';
import { runWidgetAction } from './widget-action.logic.js';

/** A state shown in a dialog or popover, loaded when an action first opens one. */
const StateOverlay = lazy(() => import('./state-overlay.js'));

/** The client calls the dashboard view makes: the server clock, RPC, entity queries, and the signed-in user for aliases. */
export type DashboardClient = Pick<TbClient, 'GET' | 'with' | 'auth'>;

/** What a dashboard shows now, told to the page (the mobile app names the state in its title bar). */
export interface DashboardShown {
  /** The shown state's name, `${entityName}` filled in. */
  stateName: string;
  /** Whether the shown state has a right layout with widgets. */
  hasRightLayout: boolean;
}

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
  /**
   * Called when a widget action or the dashboards select opens another dashboard, with the `state` parameter to
   * open it at and whether the action asked for a new browser tab.
   */
  onOpenDashboard?: (dashboardId: string, state: string | null, options?: { newTab: boolean }) => void;
  /** Called when a widget fires a custom or custom-pretty action, after the view started it in the sandbox. */
  onCustomAction?: (widget: Widget, request: WidgetActionRequest) => void;
  /** Hides the toolbar (title, state trail, selects, time window); default false. */
  hideToolbar?: boolean;
  /** Inside a host page: no title heading and no dashboards select; default false. */
  embedded?: boolean;
  /** A change of this value resolves every alias anew and subscribes every widget again (the fullscreen page's `reload`). */
  reloadKey?: string | null;
  /** Called when the shown state changes, and again after each reload. */
  onShown?: (shown: DashboardShown) => void;
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

/** Calls `effect` when `value` changes after the first render. */
function useOnChange<T>(value: T, effect: () => void): void {
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for a change of `value` only
  }, [value]);
}

/**
 * A live dashboard: the toolbar, then the layouts of the current state (main, and right beside it when
 * the state has one; one column under 960 px), each widget in a frame with its own live data, or one
 * widget filling the area. Widget actions move through the states (the stack kept in the `state`
 * parameter), show a state in a dialog or popover, open other dashboards, send RPC to the widget's target
 * device and zoom the time window (the widget's own, or the dashboard's) to a history period.
 */
export function DashboardView(props: DashboardViewProps) {
  const { dashboard, client, channel, state = null, onStateChange, onOpenDashboard, onCustomAction, hideToolbar = false, embedded = false, reloadKey = null, onShown, toolbarStart, toolbarEnd, edit } = props;
  const t = useTranslate();
  const config = dashboard.configuration;
  const [ownState, setOwnState] = useState<string | null>(state);
  useEffect(() => setOwnState(state), [state]);
  const param = onStateChange ? state : ownState;
  const stack = useMemo(() => decodeStateParam(param, config), [param, config]);
  const controls = useMemo(() => createDashboardControls(config.timewindow), []); // eslint-disable-line react-hooks/exhaustive-deps -- one store per shown dashboard
  useOnChange(config.timewindow, () => controls.setTimewindow(config.timewindow));
  useOnChange(reloadKey, () => controls.reloadAliases());
  const selection = useStore(controls.$entitySelection);
  const userFilters = useStore(controls.$userFilters);
  const fullscreenId = useStore(controls.$fullscreen);
  const shownDashboard = useMemo<Dashboard>(
    () => (Object.keys(userFilters).length ? { ...dashboard, configuration: { ...config, filters: { ...config.filters, ...userFilters } } } : dashboard),
    [dashboard, config, userFilters],
  );
  const clock = useServerClock(client);
  useWidgetTypes(client, useMemo(() => Object.values(config.widgets), [config]));
  const functions = useOwnFunctionSandbox();
  const user = useStore(client.auth.$authUser);
  const top = stack[stack.length - 1] ?? { id: rootStateId(config), params: {} };
  const aliasBase = useMemo<AliasContext>(
    () => ({ user: { authority: user?.authority ?? 'ANONYMOUS', tenantId: user?.tenantId, customerId: user?.customerId, userId: user?.userId }, stateParams: top.params }),
    [user, top.params],
  );
  const alias = useMemo<AliasContext>(() => ({ ...aliasBase, entitySelection: selection }), [aliasBase, selection]);
  const [rootRef, { width }] = useElementSize({ width: globalThis.innerWidth ?? 0, height: 0 });
  const mobile = isMobileWidth(width);

  // The state whose right layout an action asked to bring into view, once that state shows.
  const [revealRight, setRevealRight] = useState<string | null>(null);
  const goTo = useCallback((next: StateObject[], openRightLayout = false) => {
    const encoded = encodeStateParam(next, config);
    if (onStateChange) onStateChange(encoded);
    else setOwnState(encoded);
    if (openRightLayout) setRevealRight(next[next.length - 1]?.id ?? null);
  }, [config, onStateChange]);

  const { toastTarget } = useKitRoot();
  const { run: customRun, start: startCustom, close: closeCustom } = useCustomActionRuns();
  const [overlay, setOverlay] = useState<StateOverlayRun | null>(null);
  const onAction = useCallback((widget: Widget, request: WidgetActionRequest) => {
    const outcome = runWidgetAction(widget, request, stack, config);
    if (outcome.kind === 'state') goTo(outcome.stack, outcome.openRightLayout);
    else if (outcome.kind === 'state-overlay') {
      const anchor = request.anchor ?? rootRef.current?.querySelector(`[data-widget-id="${CSS.escape(widget.id)}"]`) ?? null;
      setOverlay((prev) => ({ serial: (prev?.serial ?? 0) + 1, outcome, anchor }));
    } else if (outcome.kind === 'dashboard') {
      onOpenDashboard?.(outcome.dashboardId, outcome.stack ? encodeStateParam(outcome.stack, { states: {} }) : null, { newTab: outcome.newTab });
    } else if (outcome.kind === 'custom') {
      startCustom(widget, outcome);
      onCustomAction?.(widget, request);
    } else if (outcome.reason === 'unsupported') {
      showToast({ type: 'info', durationMs: UNSUPPORTED_TOAST_MS, target: toastTarget, message: t(outcome.mobile ? 'dashboard:action.mobile-only' : 'dashboard:action.unsupported', { name: outcome.name }) });
    }
  }, [stack, config, goTo, onOpenDashboard, onCustomAction, startCustom, t, toastTarget, rootRef]);

  const sendRpc = useCallback(async (widget: Widget, method: string, params: unknown, timeoutMs?: number, options?: RpcOptions) => {
    const transport = rpcTransport(client);
    const deviceId = await findRpcTargetDevice(transport, widget, config, alias);
    if (!deviceId) throw new Error(t('dashboard:widget.no-target-device'));
    return sendDeviceRpc(transport, deviceId, method, params, timeoutMs, options);
  }, [client, config, alias, t]);

  const timewindow = useStore(controls.$timewindow);
  const onTimewindow = useCallback((json: TimewindowJson) => controls.setTimewindow({ ...controls.$timewindow.get(), ...json } as Timewindow), [controls]);

  const stateId = config.states[top.id] ? top.id : rootStateId(config);
  const layouts = config.states[stateId]?.layouts;
  const renderWidget = (widget: Widget, fullscreen = false) => (
    <LiveWidget widget={widget} dashboard={shownDashboard} alias={alias} controls={controls} clock={clock} channel={channel} onAction={onAction} sendRpc={sendRpc} isEdit={!!edit} fullscreen={fullscreen} functions={functions.sandbox} />
  );
  const empty = !layouts || (Object.keys(layouts.main.widgets).length === 0 && Object.keys(layouts.right?.widgets ?? {}).length === 0);
  const hasRight = !!layouts?.right && Object.keys(layouts.right.widgets).length > 0;
  const fullscreenWidget = !edit && fullscreenId && (layouts?.main.widgets[fullscreenId] || layouts?.right?.widgets[fullscreenId]) ? config.widgets[fullscreenId] : undefined;

  useEffect(() => {
    if (fullscreenId && !fullscreenWidget) controls.setFullscreen(null);
  }, [fullscreenId, fullscreenWidget, controls]);
  useEffect(() => {
    if (revealRight !== null && revealRight === stateId && !(hasRight && mobile)) setRevealRight(null);
  }, [revealRight, stateId, hasRight, mobile]);
  const revealed = useCallback(() => setRevealRight(null), []);
  const stateName = stateDisplayName(config.states[stateId] ?? { name: stateId }, top.params);
  useEffect(() => {
    onShown?.({ stateName, hasRightLayout: hasRight });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told again for another state or a reload, not for a new callback
  }, [stateName, hasRight, reloadKey]);

  let body: ReactNode;
  if (empty) {
    body = <p role="note" className="px-6 py-16 text-center text-base text-text-muted">{t('dashboard:view.empty-state')}</p>;
  } else if (edit) {
    body = (
      <div className="flex flex-1 flex-col md:flex-row">
        <div className={`min-w-0 flex-1 ${hasRight && !mobile ? 'grid grid-cols-2 content-start' : 'flex flex-col'}`}>
          {edit.renderLayout({ stateId, layoutId: 'main', mobile, renderWidget: (w) => renderWidget(w) })}
          {hasRight && edit.renderLayout({ stateId, layoutId: 'right', mobile, renderWidget: (w) => renderWidget(w), label: t('dashboard:view.right-layout') })}
        </div>
        {edit.aside}
      </div>
    );
  } else if (fullscreenWidget) {
    body = <FullscreenWidget onExit={() => controls.setFullscreen(null)}>{renderWidget(fullscreenWidget, true)}</FullscreenWidget>;
  } else {
    body = (
      <div className={hasRight && !mobile ? 'grid flex-1 grid-cols-2' : 'flex flex-1 flex-col'}>
        <DashboardGrid key={`${top.id}-main`} layout={layouts.main} widgets={config.widgets} mobile={mobile} renderWidget={(w) => renderWidget(w)} />
        {hasRight && layouts.right && (
          <DashboardGrid key={`${top.id}-right`} layout={layouts.right} widgets={config.widgets} mobile={mobile} renderWidget={(w) => renderWidget(w)} label={t('dashboard:view.right-layout')} layoutId="right" onRevealed={revealRight === stateId ? revealed : undefined} />
        )}
      </div>
    );
  }

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
          collapsible={!edit && config.settings.toolbarAlwaysOpen === false}
          controls={edit ? undefined : (
            <DashboardToolbarControls
              dashboard={dashboard} client={client} controls={controls} alias={aliasBase} compact={mobile} embedded={embedded}
              onOpenDashboard={onOpenDashboard ? (id) => onOpenDashboard(id, null) : undefined}
            />
          )}
          start={toolbarStart}
          end={toolbarEnd}
        />
      )}
      {body}
      {customRun && (
        <CustomActionSlot
          run={customRun}
          onClose={closeCustom}
          onAction={(request) => onAction(customRun.widget, request)}
          sendRpc={(method, params, timeoutMs, options) => sendRpc(customRun.widget, method, params, timeoutMs, options)}
        />
      )}
      {overlay && (
        <Suspense fallback={null}>
          <StateOverlay run={overlay} dashboard={shownDashboard} client={client} channel={channel} onClose={() => setOverlay(null)} onOpenDashboard={onOpenDashboard} />
        </Suspense>
      )}
      {functions.frameBox}
    </div>
  );
}
