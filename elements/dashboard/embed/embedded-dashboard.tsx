import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TokenPair, TokenProvider } from '../../../sdk/index.js';
import { useTranslate } from '../../core/i18n.js';
import { decodeStateParam } from '../model/states.logic.js';
import type { Widget } from '../model/dashboard.types.js';
import type { DashboardChannel } from '../runtime/widget-runtime.js';
import type { WidgetActionRequest } from '../widgets/widget-contract.js';
import { DashboardView } from '../view/dashboard-view.js';
import { WidgetSkeleton } from '../view/widget-frame.js';
import type { TbErrorDetail, TbStateChangeDetail, TbWidgetActionDetail } from './embed-events.js';
import { EmbedFrame, EmbedProblem } from './embed-frame.js';
import type { EmbedFailure } from './load-dashboard.js';
import { actionDetail, relayDashboard, relayedAction } from './relay-actions.logic.js';
import { useEmbeddedDashboard } from './use-embedded-dashboard.js';

/** Props of {@link EmbeddedDashboard} (the `tb-dashboard` element's attributes, properties and events). */
export interface EmbeddedDashboardProps {
  dashboardId?: string | null;
  /** The `state` value to show (base64 state stack, as the console's `state` query parameter). */
  state?: string | null;
  /** Public customer id: opens a public dashboard without signing in. */
  publicId?: string | null;
  /** This element's backend (`https://tb.example.com`); absent, the one `configure()` set (default: the page's origin). */
  baseUrl?: string | null;
  /**
   * Where its custom widgets load their sandbox page from, for a page whose policy forbids inline scripts
   * (`/widget-sandbox.html` of a tbkit server); absent, `configure({ sandboxUrl })`, else a `srcdoc` frame.
   */
  sandboxUrl?: string | null;
  hideToolbar?: boolean;
  theme?: string | null;
  lang?: string | null;
  /** A token pair for this element alone (property only; kept in memory). */
  tokens?: TokenPair | null;
  /** A callback giving this element's current token pair (property only); it wins over `tokens` and `public-id`. */
  tokenProvider?: TokenProvider | null;
  /** Another realtime channel than the client's websocket (property only; tests, custom transports). */
  realtime?: DashboardChannel | null;
  onStateChange?: (detail: TbStateChangeDetail) => void;
  onWidgetAction?: (detail: TbWidgetActionDetail) => void;
  onError?: (detail: TbErrorDetail) => void;
}

/**
 * A live dashboard inside a host page: signs in with what it was given, loads the dashboard and shows
 * it at the `state` it is given, moving through states itself (reported as `tb-state-change`), running
 * custom actions in the widget sandbox (a pretty one in a dialog inside the element) and handing every
 * widget action but state ones to the page (`tb-widget-action`); a loading skeleton, and when the
 * dashboard cannot be shown a card saying why (also fired as `tb-error`).
 */
export function EmbeddedDashboard(props: EmbeddedDashboardProps) {
  const { dashboardId, state = null, publicId, baseUrl, sandboxUrl, hideToolbar = false, theme, lang, tokens, tokenProvider, realtime, onStateChange, onWidgetAction, onError } = props;
  const t = useTranslate();
  const reportError = useCallback((failure: EmbedFailure) => onError?.({ message: failure.message, key: failure.key }), [onError]);
  const { client, loaded, reload } = useEmbeddedDashboard(dashboardId, { baseUrl, publicId, tokens, tokenProvider }, reportError);
  const [current, setCurrent] = useState<string | null>(state ?? null);
  useEffect(() => setCurrent(state ?? null), [state]);
  const stored = loaded.state === 'ready' ? loaded.dashboard : null;
  const shown = useMemo(() => stored && relayDashboard(stored), [stored]);

  const changeState = useCallback((next: string | null) => {
    setCurrent(next);
    if (!stored) return;
    const stack = decodeStateParam(next, stored.configuration);
    onStateChange?.({ state: next, stateId: stack[stack.length - 1]?.id ?? '' });
  }, [stored, onStateChange]);

  const openDashboard = useCallback((id: string, next: string | null) => {
    const detail = stored && relayedAction(stored, id, next);
    if (detail) onWidgetAction?.(detail);
  }, [stored, onWidgetAction]);

  const customAction = useCallback((widget: Widget, request: WidgetActionRequest) => {
    const own = stored?.configuration.widgets[widget.id];
    const detail = own && actionDetail(own, request);
    if (detail) onWidgetAction?.(detail);
  }, [stored, onWidgetAction]);

  let body;
  if (loaded.state === 'failed') body = <EmbedProblem title={t('dashboard:page.load-failed')} failure={loaded.failure} onRetry={dashboardId ? reload : undefined} />;
  else if (!shown || !client) body = <WidgetSkeleton label={t('dashboard:page.loading')} />;
  else {
    body = (
      <DashboardView
        key={dashboardId ?? undefined}
        dashboard={shown}
        client={client}
        channel={realtime ?? client.realtime}
        state={current}
        onStateChange={changeState}
        onOpenDashboard={openDashboard}
        onCustomAction={customAction}
        hideToolbar={hideToolbar}
        embedded
      />
    );
  }
  return <EmbedFrame theme={theme} lang={lang} sandboxUrl={sandboxUrl}>{body}</EmbedFrame>;
}
