import { mdiOpenInNew } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch, requiredError, searchOutcome } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { useSearchPicker } from '../entity-autocomplete/use-search-picker.js';
import { otaDetailsPath, otaLabel, otaOfInfo, otaSearchQuery, otasOfPage, type PickedOtaPackage } from './ota-package-autocomplete.logic.js';

await registerPickersLocales();

/** Props of {@link OtaPackageAutocomplete}. */
export interface OtaPackageAutocompleteProps {
  /** The chosen package's id; a package that cannot be read is cleared and null reported. */
  value?: string | null;
  /** The device profile whose packages are offered. */
  deviceProfileId?: string | null;
  /** FIRMWARE (default) or SOFTWARE. */
  type?: 'FIRMWARE' | 'SOFTWARE';
  /** Refuses no choice with 'Firmware is required.' or 'Software is required.'. */
  required?: boolean;
  /** Shows the field's error before a person has left it (the form around it was submitted); default false. */
  showErrors?: boolean;
  disabled?: boolean;
  /** With a value and disabled, shows a link to the package's details page. */
  showDetailsLink?: boolean;
  label?: string;
  baseUrl?: string;
  /** Called with the chosen package's id (null when cleared, typed over or unreadable). */
  onChange?: (detail: { value: string | null; otaPackage: PickedOtaPackage | null }) => void;
}

/**
 * An OTA package picker for one device profile and update type: 150 ms after typing stops it lists the
 * first 50 packages by title; 'No firmware found', or 'No firmware matches' with 6 characters of the text.
 */
export function OtaPackageAutocomplete({ value = null, deviceProfileId = null, type = 'FIRMWARE', required = false, showErrors = false, disabled = false, showDetailsLink = false, label, baseUrl, onChange }: OtaPackageAutocompleteProps) {
  const t = useTranslate();
  const api = () => kitClient(baseUrl || undefined).with({ ignoreErrors: true, ignoreLoading: true });
  const picker = useSearchPicker<PickedOtaPackage>({
    value,
    resetKey: `${deviceProfileId}|${type}`,
    lookup: async (id) => {
      const answer = await api().call<{ id?: { id?: string }; title?: string; version?: string }>('GET', `/api/otaPackage/info/${encodeURIComponent(id)}`);
      return answer.ok ? otaOfInfo(answer.data) : null;
    },
    search: async (text) => {
      if (!deviceProfileId) return [];
      const path = `/api/otaPackages/${encodeURIComponent(deviceProfileId)}/${type}`;
      const answer = await api().call<{ data?: Array<{ id?: { id?: string }; title?: string; version?: string }> }>('GET', path, { query: otaSearchQuery(text) });
      return answer.ok ? otasOfPage(answer.data) : [];
    },
    searchKey: `${baseUrl}`,
    keyOf: (ota) => ota.id,
    labelOf: otaLabel,
    onChange: (ota) => onChange?.({ value: ota?.id ?? null, otaPackage: ota }),
  });
  const { options, answered, selected } = picker;
  const kind = type === 'SOFTWARE' ? 'software' : 'firmware';
  const outcome = searchOutcome(options?.length ?? 0, answered);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <PickerCombobox
        {...picker.bind}
        label={label ?? t(`pickers:ota.${kind}`)}
        placeholder={t('pickers:ota.search')}
        options={options?.map((ota) => ({ key: ota.id, label: otaLabel(ota) })) ?? null}
        emptyText={outcome === 'no-match' ? t(`pickers:ota.no-${kind}-matching`, { text: quotedSearch(answered) }) : t(`pickers:ota.no-${kind}`)}
        loadingText={t('pickers:common.searching')}
        onPick={(option) => picker.pick(options?.find((ota) => ota.id === option.key) ?? null)}
        clearLabel={t('pickers:common.clear')}
        selectedKey={selected?.id ?? null}
        required={required}
        disabled={disabled}
        error={requiredError(required, selected === null, picker.touched || showErrors) ? t(`pickers:ota.${kind}-required`) : null}
      />
      {showDetailsLink && disabled && selected && (
        <a part="details-link" href={otaDetailsPath(selected.id)} className="inline-flex items-center gap-1 self-start rounded-control text-sm text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
          {t('pickers:ota.details')}
          <Icon path={mdiOpenInNew} size={14} mirrorInRtl />
        </a>
      )}
    </div>
  );
}
