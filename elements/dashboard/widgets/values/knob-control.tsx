// control_widgets.knob_control: a knob reading its value from the device by RPC and sending the new value when
// turned (dragging, or the arrow keys, Page Up and Down, Home and End; sent when the key or pointer is released).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { KNOB_START_DEG, KNOB_SWEEP_DEG, knobAngle, knobKeyValue, knobValue, knobValueAt } from './control.logic.js';
import { ControlFrame, ControlStatus, useRpc } from './control-parts.js';
import { arcPath, polar } from './gauge.logic.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { numberSetting, textSetting } from './layout.logic.js';
import { formatNumber } from './value-format.logic.js';

await registerWidgetsLocales();

/** The knob control widget. */
export default function KnobControl(props: WidgetViewProps) {
  const { settings } = props;
  const t = useTranslate();
  const id = useId();
  const { outcome, send, disabled } = useRpc(props);
  const min = numberSetting(settings, 'minValue', 0);
  const max = Math.max(min, numberSetting(settings, 'maxValue', 100));
  const [value, setValue] = useState(() => knobValue(numberSetting(settings, 'initialValue', min), min, max) ?? min);
  const sent = useRef(value);
  const dragging = useRef(false);
  const getMethod = textSetting(settings, 'getValueMethod', 'getValue');

  useEffect(() => {
    if (disabled) return;
    let current = true;
    void send(getMethod, null, true).then((result) => {
      const read = result.ok ? knobValue(result.answer, min, max) : null;
      if (current && read !== null) setValue((sent.current = read));
    });
    return () => void (current = false);
  }, [getMethod, disabled, send, min, max]);

  const commit = async (next: number) => {
    if (next === sent.current) return;
    const before = sent.current;
    sent.current = next;
    const result = await send(textSetting(settings, 'setValueMethod', 'setValue'), next);
    if (!result.ok) setValue((sent.current = before));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const next = knobKeyValue(event.key, value, min, max);
    if (next === null) return;
    event.preventDefault();
    setValue(next);
  };
  const valueAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return knobValueAt(event.clientX - (box.left + box.width / 2), event.clientY - (box.top + box.height / 2), min, max);
  };
  const angle = knobAngle(value, min, max);
  const pointer = polar(100, 100, 52, angle);
  const label = textSetting(settings, 'title').trim() || t('widgets:control.knob');
  const text = formatNumber(value, null);
  return (
    <ControlFrame settings={settings} status={<ControlStatus id={id} outcome={outcome} disabled={disabled} showAnswer={false} />}>
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={text}
        aria-describedby={id}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        onKeyUp={() => void commit(value)}
        onBlur={() => void commit(value)}
        className="aspect-square h-full max-h-48 max-w-full rounded-full aria-disabled:opacity-50"
      >
        <svg
          viewBox="0 0 200 200"
          className={`h-full w-full touch-none select-none ${disabled ? 'cursor-not-allowed' : 'cursor-grab active:cursor-grabbing'}`}
          aria-hidden="true"
          onPointerDown={(event) => {
            if (disabled) return;
            dragging.current = true;
            event.currentTarget.setPointerCapture(event.pointerId);
            setValue(valueAt(event));
          }}
          onPointerMove={(event) => dragging.current && setValue(valueAt(event))}
          onPointerUp={(event) => {
            if (!dragging.current) return;
            dragging.current = false;
            const next = valueAt(event);
            setValue(next);
            void commit(next);
          }}
        >
          <path d={arcPath(100, 100, 86, KNOB_START_DEG, KNOB_START_DEG + KNOB_SWEEP_DEG)} className="fill-none stroke-surface-hover" strokeWidth={10} strokeLinecap="round" />
          {angle > KNOB_START_DEG && <path d={arcPath(100, 100, 86, KNOB_START_DEG, angle)} className="fill-none stroke-accent" strokeWidth={10} strokeLinecap="round" data-part="level" />}
          <circle cx={100} cy={100} r={66} className="fill-surface-raised stroke-border" strokeWidth={2} />
          <circle cx={pointer.x} cy={pointer.y} r={7} className="fill-accent" data-part="pointer" />
          <text x={100} y={108} textAnchor="middle" className="fill-text font-semibold tabular-nums" fontSize={text.length > 5 ? 20 : 26}>
            {text}
          </text>
        </svg>
      </div>
    </ControlFrame>
  );
}
