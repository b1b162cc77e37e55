import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from '../core/i18n.js';
import { changePeriodEnd, changePeriodStart, defaultDatetimePeriod, fromDatetimeInput, toDatetimeInput } from '../time-window/datetime-period.logic.js';
import type { TimePeriod } from '../time-window/time-window.model.js';
import { FIELD, LABEL } from '../time-window/styles.js';

const FIELD_BOX = 'flex min-w-0 flex-col gap-1.5';

/** Props of {@link DatetimePeriod}. */
export interface DatetimePeriodProps {
  /** The period in epoch milliseconds; default the last 24 hours. */
  value?: TimePeriod | null;
  /** IANA zone whose clock the fields show; default the browser's time. */
  timezone?: string | null;
  /** Disables both fields. */
  disabled?: boolean;
  /** Called with the period after a person changed its start or end. */
  onChange?: (detail: TimePeriod) => void;
}

/**
 * A From and a To date-time field (to the second): the start stays at least 1 s before the end, the end
 * at least 1 s after the start and never in the future.
 */
export function DatetimePeriod({ value, timezone = null, disabled = false, onChange }: DatetimePeriodProps) {
  const t = useTranslate();
  const id = useId();
  const [edited, setEdited] = useState<{ from: TimePeriod | null | undefined; period: TimePeriod } | null>(null);
  const [fallback] = useState(() => defaultDatetimePeriod(Date.now()));
  const period = edited && edited.from === value ? edited.period : (value ?? fallback);
  const zone = timezone || null;
  const nowText = toDatetimeInput(Date.now(), zone);

  // A typed value is kept as typed until the field loses focus, so that clamping never fights the typing.
  const [typing, setTypingState] = useState<{ which: 'start' | 'end'; text: string } | null>(null);
  const typingRef = useRef(typing);
  const setTyping = (next: typeof typing) => {
    typingRef.current = next;
    setTypingState(next);
  };
  const commit = () => {
    const typed = typingRef.current;
    if (!typed) return;
    setTyping(null);
    const ts = fromDatetimeInput(typed.text, zone);
    if (ts === null) return;
    const { which } = typed;
    const next = which === 'start' ? changePeriodStart(period, ts) : changePeriodEnd(period, ts, Date.now());
    setEdited({ from: value, period: next });
    onChange?.(next);
  };

  const input = (which: 'start' | 'end', ts: number) => ({
    id: `${id}-${which}`,
    type: 'datetime-local',
    step: 1,
    max: nowText,
    disabled,
    className: `${FIELD} tabular-nums`,
    value: typing?.which === which ? typing.text : toDatetimeInput(ts, zone),
    onChange: (e: ChangeEvent<HTMLInputElement>) => setTyping({ which, text: e.target.value }),
    onBlur: commit,
  });

  return (
    <div className="flex flex-col gap-3">
      <label className={FIELD_BOX} htmlFor={`${id}-start`}>
        <span className={LABEL}>{t('datetime.from')}</span>
        <input part="start" {...input('start', period.startTimeMs)} />
      </label>
      <label className={FIELD_BOX} htmlFor={`${id}-end`}>
        <span className={LABEL}>{t('datetime.to')}</span>
        <input part="end" {...input('end', period.endTimeMs)} />
      </label>
    </div>
  );
}
