import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { TbClient, TokenPair, TokenProvider } from '../../../sdk/index.js';
import { useTranslate } from '../../core/i18n.js';
import type { AliasContext } from '../model/aliases.logic.js';
import type { Dashboard, Widget } from '../model/dashboard.types.js';
import { decodeStateParam } from '../model/states.logic.js';
import { useServerClock } from '../runtime/use-server-clock.js';
import { useOwnFunctionSandbox } from '../runtime/function-sandbox-host.js';
import { findRpcTargetDevice } from '../runtime/rpc-target.js';
import type { DashboardChannel } from '../runtime/widget-runtime.js';
import { useWidgetData } from '../view/use-widget-data.js';
import { CustomActionSlot, useCustomActionRuns } from '../view/custom-action-slot.js';
import { useWidgetTypes } from '../view/use-widget-types.js';
import { runWidgetAction, zoomedTimewindow } from '../view/widget-action.logic.js';
import { WidgetFrame, WidgetSkeleton } from '../view/widget-frame.js';
import type { WidgetActionRequest } from '../widgets/widget-contract.js';
import type { TbErrorDetail, TbWidgetActionDetail } from './embed-events.js';
import { EmbedFrame, EmbedProblem } from './embed-frame.js';
import type { EmbedFailure } from './load-dashboard.js';
import { actionDetail } from './relay-actions.logic.js';
import { useEmbeddedDashboard } from './use-embedded-dashboard.js';
import { sendRpc as sendDeviceRpc, type RpcOptions } from '../runtime/send-rpc.js';
import { rpcTransport } from '../runtime/rpc-transport.js';

/** Props of {@link EmbeddedWidget} (the `tb-widget` element's attributes, properties and events). */
export interface EmbeddedWidgetProps {
  dashboardId?: string | null;
  widgetId?: string | null;
  /** A `state` value whose top state's params the widget's aliases read (state entity aliases). */
  state?: string | null;
  publicId?: string | null;
  /** This element's backend; absent, the one `configure()` set (default: the page's origin). */
  baseUrl?: string | null;
  /** Where a custom widget loads its sandbox page from (see `tb-dashboard`'s `sandbox-url`). */
  sandboxUrl?: string | null;
  theme?: string | null;
  lang?: string | null;
  /** A token pair for this element alone (property only; kept in memory). */
  tokens?: TokenPair | null;
  /** A callback giving this element's current token pair (property only); it wins over `tokens` and `public-id`. */
  tokenProvider?: TokenProvider | null;
  realtime?: DashboardChannel | null;
  onWidgetAction?: (detail: TbWidgetActionDetail) => void;
  onError?: (detail: TbErrorDetail) => void;
}

/** The widget of a loaded dashboard with its live data; every action goes to the page, a custom one also runs in the sandbox. */
function LiveWidget({ dashboard, widget, client, channel, state, onWidgetAction }: {
  dashboard: Dashboard; widget: Widget; client: TbClient; channel: DashboardChannel; state: string | null; onWidgetAction?: (detail: TbWidgetActionDetail) => void;
}) {
  const t = useTranslate();
  const config = dashboard.configuration;
  const [timewindow, setTimewindow] = useState(config.timewindow);
  const clock = useServerClock(client);
  const user = useStore(client.auth.$authUser);
  const stack = useMemo(() => decodeStateParam(state, config), [state, config]);
  const params = stack[stack.length - 1]?.params;
  const alias = useMemo<AliasContext>(
    () => ({ user: { authority: user?.authority ?? 'ANONYMOUS', tenantId: user?.tenantId, customerId: user?.customerId, userId: user?.userId }, stateParams: params ?? {} }),
    [user, params],
  );
  const functions = useOwnFunctionSandbox();
  const data = useWidgetData({ widget, config, alias, timewindow, clock, channel, functions: functions.sandbox });
  useWidgetTypes(client, useMemo(() => [widget], [widget]));
  const { run: customRun, start: startCustom, close: closeCustom } = useCustomActionRuns();

  const onAction = useCallback((request: WidgetActionRequest) => {
    const detail = actionDetail(widget, request);
    if (!detail) return;
    const outcome = runWidgetAction(widget, request, stack, config);
    if (outcome.kind === 'custom') startCustom(widget, outcome);
    onWidgetAction?.(detail);
  }, [widget, stack, config, startCustom, onWidgetAction]);

  const sendRpc = useCallback(async (method: string, params: unknown, timeoutMs?: number, options?: RpcOptions) => {
    const transport = rpcTransport(client);
    const deviceId = await findRpcTargetDevice(transport, widget, config, alias);
    if (!deviceId) throw new Error(t('dashboard:widget.no-target-device'));
    return sendDeviceRpc(transport, deviceId, method, params, timeoutMs, options);
  }, [client, widget, config, alias, t]);

  return (
    <>
      <WidgetFrame widget={widget} data={data} onAction={onAction} sendRpc={sendRpc} onZoom={(w) => setTimewindow((tw) => zoomedTimewindow(tw, w))} />
      {customRun && <CustomActionSlot run={customRun} onClose={closeCustom} onAction={onAction} sendRpc={sendRpc} />}
      {functions.frameBox}
    </>
  );
}

/**
 * One widget of a dashboard inside a host page, on the same data path as the dashboard element: signs
 * in, loads the dashboard, shows the widget with its live data; every widget action is handed to the
 * page (`tb-widget-action`), a custom one also runs in the widget sandbox (a pretty one in a dialog
 * inside the element), and a card says why when it cannot be shown (also fired as `tb-error`).
 */
export function EmbeddedWidget(props: EmbeddedWidgetProps) {
  const { dashboardId, widgetId, state = null, publicId, baseUrl, sandboxUrl, theme, lang, tokens, tokenProvider, realtime, onWidgetAction, onError } = props;
  const t = useTranslate();
  const reportError = useCallback((failure: EmbedFailure) => onError?.({ message: failure.message, key: failure.key }), [onError]);
  const { client, loaded, reload } = useEmbeddedDashboard(dashboardId, { baseUrl, publicId, tokens, tokenProvider }, reportError);
  const dashboard = loaded.state === 'ready' ? loaded.dashboard : null;
  const widget = widgetId ? dashboard?.configuration.widgets[widgetId] : undefined;
  const missing = useMemo<EmbedFailure | null>(() => {
    if (!dashboard || widget) return null;
    return widgetId
      ? { key: 'dashboard:embed.widget-not-found', values: { widgetId }, message: `the dashboard has no widget ${widgetId}` }
      : { key: 'dashboard:embed.no-widget-id', message: 'widget-id is not set' };
  }, [dashboard, widget, widgetId]);
  useEffect(() => {
    if (missing) reportError(missing);
  }, [missing, reportError]);

  let body;
  if (loaded.state === 'failed') body = <EmbedProblem title={t('dashboard:embed.widget-failed')} failure={loaded.failure} onRetry={dashboardId ? reload : undefined} />;
  else if (missing) body = <EmbedProblem title={t('dashboard:embed.widget-failed')} failure={missing} />;
  else if (!dashboard || !widget || !client) body = <WidgetSkeleton label={t('dashboard:page.loading')} />;
  else body = <LiveWidget key={`${dashboardId} ${widgetId}`} dashboard={dashboard} widget={widget} client={client} channel={realtime ?? client.realtime} state={state} onWidgetAction={onWidgetAction} />;
  return <EmbedFrame theme={theme} lang={lang} sandboxUrl={sandboxUrl}>{body}</EmbedFrame>;
}
