import { useEffect, useId, useState } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { registerPickersLocales } from '../../../elements/pickers/i18n/index.js';
import { Button, Callout } from '../auth/form-controls.js';
import { registerVcLocales } from './i18n/index.js';
import { repositoryExists } from './vc-api.js';

await Promise.all([registerVcLocales(), registerPickersLocales()]);

/** The translated plural name of an entity type (`Devices`), from the pickers namespace; an unknown type as it is. */
export function useTypeName(): (type: string) => string {
  const t = useTranslate();
  return (type) => t(`pickers:entity-type.${type}`, { defaultValue: type });
}

/** Whether the tenant has a repository: undefined while asking, null when the call failed (retry offered). */
export function useRepositoryExists(): [boolean | null | undefined, () => void] {
  const [exists, setExists] = useState<boolean | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setExists(undefined);
    void repositoryExists().then((answer) => live && setExists(answer ?? null));
    return () => {
      live = false;
    };
  }, [attempt]);
  return [exists, () => setAttempt((n) => n + 1)];
}

/** What a version-control page shows without a repository: why, and a link to the repository settings. */
export function NoRepository() {
  const t = useTranslate();
  return (
    <Callout tone="info">
      <p className="font-semibold">{t('vc:no-repository.title')}</p>
      <p className="mt-0.5">{t('vc:no-repository.text')}</p>
      <a href="/settings/repository" className="mt-2 inline-block font-medium text-accent underline underline-offset-2 hover:text-accent-hover">
        {t('vc:no-repository.link')}
      </a>
    </Callout>
  );
}

/** A failed load with a Retry button. */
export function LoadFailedNotice({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  return (
    <Callout>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('vc:load-failed')}</span>
        <Button onClick={onRetry}>{t('console:shell.retry')}</Button>
      </div>
    </Callout>
  );
}

/** Props of {@link RadioChoice}. */
export interface RadioChoiceProps<T extends string> {
  /** The group's visible name. */
  legend: string;
  value: T;
  /** The choices with their texts. */
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A group of radio buttons in a row. */
export function RadioChoice<T extends string>({ legend, value, options, onChange, disabled = false }: RadioChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-text">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className={`inline-flex items-center gap-2.5 text-base ${disabled ? 'cursor-not-allowed text-text-muted' : 'cursor-pointer text-text'}`}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} disabled={disabled} onChange={() => onChange(option.value)} className="size-4 shrink-0 cursor-[inherit] accent-accent" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
