import { useId, useState } from 'react';
import { mdiChevronDown, mdiTranslate } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import type { SupportedLanguage } from '../../sdk/catalogues/languages.js';
import { languageOptions, selectedLanguage } from './language-select.logic.js';

/** Props of {@link LanguageSelect}. */
export interface LanguageSelectProps {
  /** The selected language (`de_DE`; `de` or `de-AT` select German); default en_US. */
  value?: string | null;
  /** Visible label above the select; without one the select is named 'Language' for assistive technology. */
  label?: string;
  /** Disables the select. */
  disabled?: boolean;
  /** Called with the language a person picked. */
  onChange?: (detail: { lang: SupportedLanguage }) => void;
}

const OPTIONS = languageOptions();

/** A select of the 20 console languages, each shown by its own name. */
export function LanguageSelect({ value, label, disabled = false, onChange }: LanguageSelectProps) {
  const t = useTranslate();
  const id = useId();
  const [picked, setPicked] = useState<{ from: string | null | undefined; lang: SupportedLanguage } | null>(null);
  const lang = picked && picked.from === value ? picked.lang : selectedLanguage(value);
  return (
    <div className="flex flex-col gap-1.5">
      {label && (
        <label htmlFor={id} part="label" className="text-sm font-medium text-text">
          {label}
        </label>
      )}
      <div className="relative flex items-center text-text-muted">
        <Icon path={mdiTranslate} size={18} className="pointer-events-none absolute start-2.5" />
        <select
          id={id}
          part="select"
          value={lang}
          disabled={disabled}
          aria-label={label ? undefined : t('language.language')}
          onChange={(event) => {
            const next = event.target.value as SupportedLanguage;
            setPicked({ from: value, lang: next });
            onChange?.({ lang: next });
          }}
          className="h-control w-full min-w-44 appearance-none rounded-control border border-border bg-surface ps-9 pe-9 text-base text-text transition-colors duration-fast hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted"
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value} lang={option.tag}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon path={mdiChevronDown} size={18} className="pointer-events-none absolute end-2.5" />
      </div>
    </div>
  );
}
