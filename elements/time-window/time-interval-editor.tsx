import { useId, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { boundMaxInterval, boundMinInterval } from '../../sdk/time/interval-math.js';
import {
  editorInterval,
  editorModeFor,
  editorPresets,
  joinInterval,
  normalizeIntervalFields,
  splitInterval,
  type IntervalEditorMode,
  type IntervalFields,
} from './time-interval.logic.js';
import { intervalText } from './time-text.js';
import { FIELD, HINT, LABEL } from './styles.js';

/** Props of {@link TimeIntervalEditor}. */
export interface TimeIntervalEditorProps {
  /** Visible name of the editor. */
  label: string;
  /** The interval in milliseconds; null or 0 is none. */
  value: number | null;
  /** Smallest interval allowed (rounded up to whole seconds, at least 1 s). */
  minMs: number;
  /** Largest interval allowed (rounded down to whole seconds, at most 7300 days). */
  maxMs: number;
  /** Disables the editor. */
  disabled?: boolean;
  /** Called with the interval a person set (clamped to the bounds; null when emptied). */
  onChange: (ms: number | null) => void;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

type TypedFields = Record<keyof IntervalFields, string>;

function typedFields(ms: number | null): TypedFields {
  const fields = splitInterval(ms ?? 0);
  return { days: String(fields.days), hours: String(fields.hours), minutes: String(fields.minutes), seconds: String(fields.seconds) };
}

/**
 * An interval editor: simple mode picks one of the predefined intervals within the bounds, advanced mode
 * takes days, hours, minutes and seconds (overflow rolls into the larger unit). The bounds are shown.
 */
export function TimeIntervalEditor({ label, value, minMs, maxMs, disabled = false, onChange }: TimeIntervalEditorProps) {
  const t = useTranslate();
  const id = useId();
  const min = boundMinInterval(minMs);
  const max = Math.max(boundMaxInterval(maxMs), min);
  const [mode, setMode] = useState<IntervalEditorMode>(() => editorModeFor(value, min, max));
  const [typed, setTyped] = useState<TypedFields | null>(null);
  const presets = editorPresets(min, max);
  const fields = typed ?? typedFields(value);

  const switchMode = (advanced: boolean) => {
    setMode(advanced ? 'advanced' : 'simple');
    if (!advanced && value) onChange(editorInterval(value, min, max, 'simple'));
  };
  const typeField = (unit: keyof IntervalFields, text: string) => {
    const next = { ...fields, [unit]: text };
    setTyped(next);
    const numbers = Object.fromEntries(UNITS.map((u) => [u, Number.parseInt(next[u], 10)])) as unknown as IntervalFields;
    onChange(editorInterval(joinInterval(normalizeIntervalFields(numbers)), min, max, 'advanced'));
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-bounds`} className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-label`} className={LABEL}>
          {label}
        </span>
        <label className="flex items-center gap-1.5 text-sm text-text-muted">
          <input type="checkbox" disabled={disabled} className="size-4 accent-accent" checked={mode === 'advanced'} onChange={(e) => switchMode(e.target.checked)} />
          {t('timeinterval.advanced')}
        </label>
      </div>
      {mode === 'simple' ? (
        <select
          aria-label={label}
          disabled={disabled}
          className={FIELD}
          value={value && presets.includes(value) ? String(value) : ''}
          onChange={(e) => onChange(editorInterval(Number(e.target.value), min, max, 'simple'))}
        >
          {!(value && presets.includes(value)) && (
            <option value="" disabled>
              {value ? intervalText(t, value) : '—'}
            </option>
          )}
          {presets.map((preset) => (
            <option key={preset} value={preset}>
              {intervalText(t, preset)}
            </option>
          ))}
        </select>
      ) : (
        <div className="grid grid-cols-4 gap-2">
          {UNITS.map((unit) => (
            <label key={unit} className="flex min-w-0 flex-col gap-1">
              <span className={HINT}>{t(`timeinterval.field.${unit}`)}</span>
              <input
                type="number"
                inputMode="numeric"
                disabled={disabled}
                min={unit === 'days' ? 0 : undefined}
                step={1}
                className={`${FIELD} tabular-nums`}
                value={fields[unit]}
                onChange={(e) => typeField(unit, e.target.value)}
                onBlur={() => setTyped(null)}
              />
            </label>
          ))}
        </div>
      )}
      <p id={`${id}-bounds`} className={HINT}>
        {t('timeinterval.bounds', { min: intervalText(t, min), max: intervalText(t, max) })}
      </p>
      {!value && (
        <p role="alert" className="text-sm text-danger">
          {t('timeinterval.interval-required')}
        </p>
      )}
    </div>
  );
}
