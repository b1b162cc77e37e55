import { useMemo, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { searchCountries, type ContactCountry } from './contact-form.logic.js';

/** Props of {@link CountryField}. */
export interface CountryFieldProps {
  countries: readonly ContactCountry[];
  /** The chosen country, or null. */
  selected: ContactCountry | null;
  /** The stored text when it names no known country (kept and shown as it is). */
  storedText: string;
  disabled: boolean;
  /** Called with the picked country, or null when cleared. */
  onPick: (country: ContactCountry | null) => void;
}

/** The country of the contact form: a type-ahead over about 250 countries named in the UI language. */
export function CountryField({ countries, selected, storedText, disabled, onPick }: CountryFieldProps) {
  const t = useTranslate();
  // What the person is typing; null while they are not, when the field shows the chosen country's name.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const shown = selected?.name ?? storedText;
  const text = query ?? shown;
  const options = useMemo(
    () => searchCountries(countries, query ?? '').map((country) => ({ key: country.iso2, label: country.name })),
    [countries, query],
  );
  const choose = (country: ContactCountry | null) => {
    setQuery(null);
    setOpen(false);
    if (country?.iso2 !== selected?.iso2 || (!country && storedText)) onPick(country);
  };
  // A name typed in full is taken as picked as soon as the text field is left (for the clear button too).
  const exactMatch = () => {
    const typed = query?.trim().toLocaleLowerCase();
    return typed ? countries.find((country) => country.name.toLocaleLowerCase() === typed) : undefined;
  };
  return (
    <div
      className="contents"
      onBlur={(event) => {
        // Leaving the whole field is handled by onLeave; this is the text field left for the clear button.
        const within = event.currentTarget.contains(event.relatedTarget as Node | null);
        const exact = within && (event.target as Element).getAttribute('role') === 'combobox' ? exactMatch() : undefined;
        if (exact) choose(exact);
      }}
    >
      <PickerCombobox
        label={t('contact:contact.country')}
        placeholder={t('contact:contact.search-country')}
        text={text}
        onTextChange={setQuery}
        open={open}
        onOpenChange={setOpen}
        options={options}
        emptyText={t('contact:contact.no-countries-matching', { text: quotedSearch(query ?? '') })}
        loadingText=""
        onPick={(option) => choose(countries.find((country) => country.iso2 === option.key) ?? null)}
        onClear={() => choose(null)}
        clearLabel={t('contact:contact.clear-country')}
        onLeave={() => {
          // Leaving the whole field: anything but a full name goes back to the chosen country.
          const exact = exactMatch();
          if (exact) choose(exact);
          else setQuery(null);
        }}
        selectedKey={selected?.iso2 ?? null}
        disabled={disabled}
      />
    </div>
  );
}
