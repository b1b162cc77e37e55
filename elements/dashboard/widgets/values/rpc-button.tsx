// control_widgets.rpc_button: a button sending the settings' RPC method with its JSON parameters to the target
// device, one-way unless the settings ask for an answer; two-way commands show the device's answer, failures the
// server's message.
import { useId } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { rpcParams } from './control.logic.js';
import { ControlFrame, ControlStatus, useRpc } from './control-parts.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { booleanSetting, textSetting } from './layout.logic.js';

await registerWidgetsLocales();

/** The RPC button widget. */
export default function RpcButton(props: WidgetViewProps) {
  const { settings } = props;
  const t = useTranslate();
  const id = useId();
  const { outcome, setOutcome, send, disabled } = useRpc(props);
  const text = textSetting(settings, 'buttonText').trim() || t('widgets:control.send');
  const oneWay = booleanSetting(settings, 'oneWayElseTwoWay', true);
  const blocked = disabled || outcome.kind === 'sending';
  const onClick = () => {
    if (blocked) return;
    const params = rpcParams(settings.methodParams);
    if (!params.ok) {
      setOutcome({ kind: 'failed', key: 'widgets:control.bad-params', message: '' });
      return;
    }
    void send(textSetting(settings, 'methodName'), params.params, false, oneWay);
  };
  return (
    <ControlFrame settings={settings} status={<ControlStatus id={id} outcome={outcome} disabled={disabled} showAnswer={!oneWay} />}>
      <button
        type="button"
        aria-disabled={blocked || undefined}
        aria-describedby={id}
        onClick={onClick}
        title={text}
        className="inline-flex h-control max-w-full min-w-24 items-center justify-center rounded-control border border-accent bg-accent px-4 text-base font-medium text-accent-contrast hover:border-accent-hover hover:bg-accent-hover aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      >
        <span dir="auto" className="truncate">
          {text}
        </span>
      </button>
    </ControlFrame>
  );
}
