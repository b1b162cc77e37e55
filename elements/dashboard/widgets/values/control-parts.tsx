// What the control widgets share: sending an RPC with the widget's timeout while tracking its outcome, the line
// saying how the last command went (the server's error text when it failed), and the frame with the title.
import { mdiAlertCircleOutline, mdiCheck } from '@mdi/js';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { answerText, errorText, hasTargetDevice, persistentRpc, rpcTimeout } from './control.logic.js';
import { textSetting } from './layout.logic.js';
import { Truncated } from './view-parts.js';

/** How the last command went. */
export type RpcOutcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; answer: string }
  | { kind: 'failed'; key: 'widgets:control.failed' | 'widgets:control.read-failed' | 'widgets:control.bad-params' | 'widgets:control.no-method'; message: string };

/** A control widget's RPC: `send` runs one call (answering its result, or undefined when it failed) and `outcome` says how it went. */
export function useRpc(props: Pick<WidgetViewProps, 'widget' | 'settings' | 'sendRpc'>) {
  const { widget, settings, sendRpc } = props;
  const [outcome, setOutcome] = useState<RpcOutcome>({ kind: 'idle' });
  // Whether the outcome shown came from a command: a state read that succeeds clears only a read's outcome, so a
  // read answered after a command (as when the first read starts late, on the render the command caused) leaves it.
  const byCommand = useRef(false);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  const disabled = !sendRpc || !hasTargetDevice(widget);
  // The dashboard hands a new sendRpc on each of its renders; the latest one is used without re-running reads.
  const latest = useRef({ sendRpc, timeout: rpcTimeout(settings), persistent: persistentRpc(settings) });
  latest.current = { sendRpc, timeout: rpcTimeout(settings), persistent: persistentRpc(settings) };
  const send = useCallback(
    async (method: string, params: unknown, reading = false, oneWay = false): Promise<{ ok: true; answer: unknown } | { ok: false }> => {
      const { sendRpc: call, timeout, persistent } = latest.current;
      if (!call) return { ok: false };
      const show = (next: RpcOutcome) => {
        byCommand.current = !reading;
        setOutcome(next);
      };
      if (!method.trim()) {
        show({ kind: 'failed', key: 'widgets:control.no-method', message: '' });
        return { ok: false };
      }
      if (!reading) show({ kind: 'sending' });
      try {
        const answer = await call(method, params, timeout || undefined, { ...persistent, oneWay });
        if (alive.current && !reading) show({ kind: 'done', answer: answerText(answer) });
        else if (alive.current && !byCommand.current) show({ kind: 'idle' });
        return { ok: true, answer };
      } catch (error) {
        if (alive.current) show({ kind: 'failed', key: reading ? 'widgets:control.read-failed' : 'widgets:control.failed', message: errorText(error) });
        return { ok: false };
      }
    },
    [],
  );
  return { outcome, setOutcome, send, disabled };
}

/** Text of the device or server set apart (Unicode first-strong isolate) so JSON and English keep their order inside a right-to-left sentence. */
function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Status text: up to three lines, then cut, its whole text as a tooltip. */
function Wrapped({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span dir="auto" title={text} className={`line-clamp-3 min-w-0 break-words ${className}`}>
      {text}
    </span>
  );
}

/** The line under a control: the reason it is disabled, sending, sent (with the answer), or the failure in the server's words. */
export function ControlStatus({ outcome, disabled, id, showAnswer = true }: { outcome: RpcOutcome; disabled: boolean; id: string; showAnswer?: boolean }) {
  const t = useTranslate();
  let content: ReactNode = null;
  if (disabled) content = <Wrapped text={t('widgets:control.no-target')} />;
  else if (outcome.kind === 'sending') content = <Wrapped text={t('widgets:control.sending')} />;
  else if (outcome.kind === 'done') {
    const text = showAnswer && outcome.answer ? t('widgets:control.answer', { answer: isolate(outcome.answer) }) : t('widgets:control.sent');
    content = (
      <>
        <Icon path={mdiCheck} size={16} className="shrink-0 text-success" />
        <Wrapped text={text} />
      </>
    );
  } else if (outcome.kind === 'failed') {
    content = (
      <>
        <Icon path={mdiAlertCircleOutline} size={16} className="shrink-0 text-danger" />
        <Wrapped text={t(outcome.key, { message: isolate(outcome.message) })} className="text-danger" />
      </>
    );
  }
  return (
    <div id={id} part="status" role={outcome.kind === 'failed' && !disabled ? 'alert' : 'status'} className="flex min-h-5 max-w-full min-w-0 items-start justify-center gap-1 text-center text-sm text-text-muted">
      {content}
    </div>
  );
}

/** The frame of a control: the `title` setting on top (when set), the control centred, the status line under it. */
export function ControlFrame({ settings, children, status }: { settings: Record<string, unknown>; children: ReactNode; status: ReactNode }) {
  const title = textSetting(settings, 'title').trim();
  return (
    <div className="flex h-full min-h-0 w-full flex-col items-center justify-center gap-2 overflow-hidden p-3">
      {title && <Truncated text={title} className="max-w-full text-base font-medium text-text" />}
      <div className="flex min-h-0 w-full flex-1 items-center justify-center">{children}</div>
      {status}
    </div>
  );
}
