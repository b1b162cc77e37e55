import { useId, useMemo, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { BROWSER_TIME_KEY, NO_TIMEZONES_MATCHING_KEY, filterTimezones, knownTimezones, timezoneOptions, type TimezoneOption } from './timezone.logic.js';
import { FIELD, HINT } from './styles.js';

/** Props of {@link TimezoneSelect}. */
export interface TimezoneSelectProps {
  /** IANA zone id, or null for the browser's time. */
  value: string | null;
  /** Disables the select. */
  disabled?: boolean;
  /** Called with the zone a person picked (null: browser time). */
  onChange: (zone: string | null) => void;
}

const BROWSER = '';

/** A timezone select with a filter: typing keeps the zones whose name holds the text, ignoring case. */
export function TimezoneSelect({ value, disabled = false, onChange }: TimezoneSelectProps) {
  const t = useTranslate();
  const id = useId();
  const [filter, setFilter] = useState('');
  const options = useMemo(() => timezoneOptions(knownTimezones(), Date.now()), []);
  const matching = filterTimezones(options, filter);
  const current = options.find((o) => o.id === value) ?? options[0];
  const shown = current && !matching.includes(current) ? [current, ...matching] : matching;
  const text = (o: TimezoneOption) => `${o.id === null ? t(BROWSER_TIME_KEY) : o.name.replaceAll('_', ' ')} (${o.offset})`;

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={`${id}-zone`} className="sr-only">
        {t('timezone.timezone')}
      </label>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <input
          type="search"
          aria-label={t('timezone.filter')}
          aria-controls={`${id}-zone`}
          placeholder={t('timezone.filter')}
          disabled={disabled}
          className={`${FIELD} placeholder:text-text-muted`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <select
          id={`${id}-zone`}
          disabled={disabled}
          className={FIELD}
          value={value ?? BROWSER}
          onChange={(e) => onChange(e.target.value === BROWSER ? null : e.target.value)}
        >
          {shown.map((o) => (
            <option key={o.id ?? BROWSER} value={o.id ?? BROWSER}>
              {text(o)}
            </option>
          ))}
        </select>
      </div>
      {filter.trim() && matching.length === 0 && (
        <p role="status" className={HINT}>
          {t(NO_TIMEZONES_MATCHING_KEY, { timezone: filter.trim() })}
        </p>
      )}
    </div>
  );
}
