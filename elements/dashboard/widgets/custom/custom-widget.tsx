import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import { useKitRoot } from '../../../core/kit-root.js';
import { showToast } from '../../../toast/toast.store.js';
import { WidgetNotice, WidgetSkeleton } from '../../view/widget-frame.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { openBridge, SANDBOX_START_MS, type Bridge, type BridgeHost, type ScriptFailure } from './bridge.logic.js';
import { registerCustomLocales } from './i18n/index.js';
import {
  descriptorIssue, failureKey, frameData, framePage, paramsEntity, stateAction, widgetException, type CustomDescriptor, type FrameLook,
} from './sandbox.logic.js';
import { SANDBOX_PAGE } from './sandbox-source.js';
import { useSandboxUrl } from './sandbox-url.js';
import { useWidgetType, type WidgetTypeEntry } from './widget-types.js';

await registerCustomLocales();

/** A dashboard's state controller, when the page hands one to custom widgets. */
export interface CustomStateController {
  /** Opens a state with params (pushed on the entity controller's stack). */
  openState(stateId: string, params: Record<string, unknown>, openRightLayout: boolean): void;
  /** Replaces the current state. */
  updateState(stateId: string, params: Record<string, unknown>, openRightLayout: boolean): void;
  /** The params of the current state. */
  getStateParams(): Record<string, unknown>;
}

/** Props of {@link CustomWidget}: the widget view props, plus what a dashboard page may add. */
export interface CustomWidgetProps extends WidgetViewProps {
  /** Dashboard edit mode: script failures are also posted to the parent window as `widgetException`; default false. */
  isEdit?: boolean;
  /** Mobile layout (`ctx.isMobile`); default false. */
  isMobile?: boolean;
  /** The dashboard's state controller; without it a script opens states through the widget's configured state actions. */
  stateController?: CustomStateController;
}

/** The colour scheme, text colour and font of the element the frame sits in. */
function lookOf(element: HTMLElement): FrameLook {
  const style = getComputedStyle(element);
  const dark = style.colorScheme.includes('dark') || element.closest('[data-theme=dark]') !== null;
  return { colorScheme: dark ? 'dark' : 'light', color: style.color, fontFamily: style.fontFamily, direction: style.direction === 'rtl' ? 'rtl' : 'ltr' };
}

/** The descriptor of a widget's type: loaded into the store, or carried by the widget object itself. */
function entryOf(stored: WidgetTypeEntry | undefined, widget: WidgetViewProps['widget']): WidgetTypeEntry | undefined {
  if (stored) return stored;
  const inline = widget.descriptor;
  return inline && typeof inline === 'object' ? { status: 'ready', descriptor: inline as CustomDescriptor } : undefined;
}

/**
 * A custom widget (a widget type with `templateHtml`, `templateCss` and `controllerScript`): runs in a
 * sandboxed frame of its own, or shows a card naming why it cannot (type not loaded or missing, no
 * script, external resources, the sandbox blocked, or the script failed).
 */
export default function CustomWidget(props: CustomWidgetProps) {
  const t = useTranslate();
  const { widget } = props;
  const sandboxUrl = useSandboxUrl();
  const type = `${widget.bundleAlias}.${widget.typeAlias}`;
  const entry = entryOf(useWidgetType(widget.bundleAlias, widget.typeAlias), widget);
  if (!entry) return <WidgetNotice kind="unsupported" text={t('custom:type.not-loaded', { type })} />;
  if (entry.status === 'loading') return <WidgetSkeleton label={t('custom:type.loading', { type })} />;
  if (entry.status === 'missing') return <WidgetNotice kind="error" text={t('custom:type.missing', { type })} />;
  if (entry.status === 'failed') return <WidgetNotice kind="error" text={t('custom:type.failed', { type, message: entry.message })} />;
  const issue = descriptorIssue(entry.descriptor);
  if (issue?.key === 'no-script') return <WidgetNotice kind="unsupported" text={t('custom:type.no-script', { type })} />;
  if (issue?.key === 'resources') return <WidgetNotice kind="unsupported" text={t('custom:type.resources', { urls: issue.urls })} />;
  const key = `${descriptorId(entry.descriptor)} ${sandboxUrl ?? ''}`;
  return <SandboxFrame key={key} {...props} descriptor={entry.descriptor} sandboxUrl={sandboxUrl} />;
}

const descriptorIds = new WeakMap<CustomDescriptor, number>();
let lastDescriptorId = 0;

/** A number per descriptor object, so that a new descriptor mounts a new frame (which loads and connects anew). */
function descriptorId(descriptor: CustomDescriptor): number {
  let id = descriptorIds.get(descriptor);
  if (id === undefined) {
    id = ++lastDescriptorId;
    descriptorIds.set(descriptor, id);
  }
  return id;
}

/** Why a running frame stopped: its script failed, or it never started. */
type Stop = { kind: 'failure'; failure: ScriptFailure } | { kind: 'no-start' };

/** Props of {@link SandboxFrame}: the view's props and the runnable descriptor. */
type FrameProps = CustomWidgetProps & { descriptor: CustomDescriptor; sandboxUrl: string | null };

/** What the bridge host reads when the frame asks: the latest props and the look measured at mount. */
type HostState = FrameProps & { look: FrameLook };

/** The sandboxed frame of a runnable widget type, and the card replacing it when its script fails. */
function SandboxFrame(props: FrameProps) {
  const t = useTranslate();
  const { widget, data, width, height, sandboxUrl, isEdit = false } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const bridgeRef = useRef<Bridge | null>(null);
  const [look, setLook] = useState<FrameLook | null>(null);
  const [stop, setStop] = useState<Stop | null>(null);
  const latest = useRef<HostState>({ ...props, look: look! });
  latest.current = { ...props, look: look! };
  const frame = useMemo(() => frameData(widget, data), [widget, data]);

  useLayoutEffect(() => setLook(lookOf(boxRef.current!)), []);
  const onFailure = useCallback((failure: ScriptFailure) => setStop({ kind: 'failure', failure }), []);
  const host = useHost(latest, onFailure);

  // The frame has SANDBOX_START_MS from its mount to say it is ready; `started` covers a frame that
  // said so before this effect ran.
  const started = useRef(false);
  const startTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!look || stop) return undefined;
    if (!started.current) startTimer.current = setTimeout(() => setStop({ kind: 'no-start' }), SANDBOX_START_MS);
    return () => {
      clearTimeout(startTimer.current);
      bridgeRef.current?.close();
      bridgeRef.current = null;
    };
  }, [look, stop]);

  // Connects through the frame's own load handler: a listener added in an effect can miss the load of a
  // srcdoc frame, which may finish before the renderer runs effects (Preact runs them after a frame).
  const connect = () => {
    const iframe = frameRef.current;
    if (!iframe) return;
    bridgeRef.current?.close();
    const channel = new MessageChannel();
    bridgeRef.current = openBridge(channel.port1, {
      ...host,
      ready: () => {
        started.current = true;
        clearTimeout(startTimer.current);
      },
    });
    iframe.contentWindow?.postMessage({ type: 'tbkit:connect' }, '*', [channel.port2]);
  };

  useEffect(() => bridgeRef.current?.post({ type: 'data', ...frame }), [frame]);
  useEffect(() => bridgeRef.current?.post({ type: 'resize', width, height }), [width, height]);
  useEffect(() => bridgeRef.current?.post({ type: 'edit', isEdit }), [isEdit]);
  useEffect(() => {
    // To the parent of any origin (a widget editor framing the dashboard), as shared-controls §7 says; the
    // message holds only the error's name, message, line and column.
    if (stop?.kind === 'failure' && latest.current.isEdit) window.parent.postMessage(widgetException(stop.failure), '*');
  }, [stop]);

  if (stop?.kind === 'no-start') return <WidgetNotice kind="error" text={t('custom:failed.no-start')} />;
  if (stop) return <WidgetNotice kind="error" text={t(failureKey(stop.failure.phase), { name: stop.failure.name, message: stop.failure.message })} />;
  const title = typeof widget.config.title === 'string' && widget.config.title.trim() ? widget.config.title : widget.title ?? widget.typeAlias;
  return (
    <div ref={boxRef} className="size-full">
      {look && (
        <iframe
          ref={frameRef}
          title={t('custom:frame.title', { title })}
          sandbox="allow-scripts"
          {...(sandboxUrl ? { src: sandboxUrl } : { srcDoc: SANDBOX_PAGE })}
          referrerPolicy="no-referrer"
          onLoad={connect}
          className="block size-full border-0 bg-transparent"
        />
      )}
    </div>
  );
}

/** The bridge host of a frame: what its script's requests do on the page, read from the latest props. */
function useHost(
  latest: { current: HostState }, onFailure: (failure: ScriptFailure) => void,
): Omit<BridgeHost, 'ready'> {
  const t = useTranslate();
  const translate = useRef(t);
  translate.current = t;
  const toastTarget = useRef<string | undefined>(undefined);
  toastTarget.current = useKitRoot().toastTarget;
  return useMemo(() => ({
    start: () => {
      const p = latest.current;
      return {
        ...frameData(p.widget, p.data),
        page: framePage(p.descriptor, p.look),
        script: p.descriptor.controllerScript ?? '',
        width: p.width, height: p.height,
        settings: p.settings, widgetConfig: p.widget.config as Record<string, unknown>,
        units: typeof p.widget.config.units === 'string' ? p.widget.config.units : '',
        decimals: typeof p.widget.config.decimals === 'number' ? p.widget.config.decimals : null,
        isEdit: p.isEdit ?? false, isMobile: p.isMobile ?? false,
        widgetTitle: typeof p.widget.config.title === 'string' ? p.widget.config.title : p.widget.title ?? '',
        stateParams: p.stateController?.getStateParams() ?? {},
      };
    },
    sendRpc: async (method, params, timeoutMs, oneWay) => {
      const send = latest.current.sendRpc;
      if (!send) throw new Error(translate.current('custom:rpc.unavailable'));
      const result = await send(method, params, timeoutMs, { oneWay });
      return oneWay ? null : result;
    },
    changeState: async (op, stateId, params, openRightLayout) => {
      const p = latest.current;
      if (p.stateController) {
        if (op === 'open') p.stateController.openState(stateId, params, openRightLayout);
        else p.stateController.updateState(stateId, params, openRightLayout);
        return;
      }
      const action = stateAction(p.widget, op, stateId);
      if (!action) throw new Error(translate.current('custom:state.no-action', { state: stateId }));
      p.onAction({ ...action, entity: paramsEntity(params) });
    },
    stateParams: () => latest.current.stateController?.getStateParams() ?? {},
    runAction: (request) => latest.current.onAction(request),
    toast: (kind, message, durationMs) => void showToast({ message, type: kind, durationMs, target: toastTarget.current }),
    failed: onFailure,
  }), [latest, onFailure]);
}
