// control_widgets.switch_control: an on/off switch whose state is read from the device (by RPC, or from an
// attribute or time-series key of the datasource) and set by RPC; it goes back when the device refuses.
import { useEffect, useId, useState } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { latestValueOf, switchState } from './control.logic.js';
import { ControlFrame, ControlStatus, useRpc } from './control-parts.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { booleanSetting, textSetting } from './layout.logic.js';

await registerWidgetsLocales();

/** The switch control widget. */
export default function SwitchControl(props: WidgetViewProps) {
  const { settings, data } = props;
  const t = useTranslate();
  const id = useId();
  const { outcome, send, disabled } = useRpc(props);
  const [on, setOn] = useState(false);
  const retrieve = textSetting(settings, 'retrieveValueMethod', 'rpc');
  const getMethod = textSetting(settings, 'getValueMethod', 'getValue');
  const keyValue = retrieve === 'attribute' || retrieve === 'timeseries' ? latestValueOf(data.latest, textSetting(settings, 'valueKey', 'value')) : undefined;

  useEffect(() => {
    if (retrieve !== 'rpc' || disabled) return;
    let current = true;
    void send(getMethod, null, true).then((result) => {
      if (current && result.ok) setOn(switchState(result.answer));
    });
    return () => void (current = false);
  }, [retrieve, getMethod, disabled, send]);
  useEffect(() => {
    if (keyValue !== undefined) setOn(switchState(keyValue));
  }, [keyValue]);

  const blocked = disabled || outcome.kind === 'sending';
  const toggle = async () => {
    if (blocked) return;
    const next = !on;
    setOn(next);
    const result = await send(textSetting(settings, 'setValueMethod', 'setValue'), next);
    if (!result.ok) setOn(!next);
  };
  const label = textSetting(settings, 'title').trim() || t('widgets:control.switch');
  const labels = booleanSetting(settings, 'showOnOffLabels', true);
  return (
    <ControlFrame settings={settings} status={<ControlStatus id={id} outcome={outcome} disabled={disabled} showAnswer={false} />}>
      <div className="flex items-center gap-3">
        {labels && (
          <span aria-hidden="true" className={`text-sm ${on ? 'text-text-muted' : 'font-medium text-text'}`}>
            {t('widgets:control.off')}
          </span>
        )}
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={label}
          aria-describedby={id}
          aria-disabled={blocked || undefined}
          onClick={() => void toggle()}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors duration-fast aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${on ? 'border-accent bg-accent' : 'border-border-strong bg-surface-hover'}`}
        >
          <span
            part="thumb"
            className={`absolute top-0.5 size-5 rounded-full shadow-card transition-[inset-inline-start] duration-fast motion-reduce:transition-none ${on ? 'start-5.5 bg-accent-contrast' : 'start-0.5 bg-surface'}`}
          />
        </button>
        {labels && (
          <span aria-hidden="true" className={`text-sm ${on ? 'font-medium text-text' : 'text-text-muted'}`}>
            {t('widgets:control.on')}
          </span>
        )}
      </div>
    </ControlFrame>
  );
}
