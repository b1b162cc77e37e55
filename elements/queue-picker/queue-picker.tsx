import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch, requiredError, searchOutcome } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { useSearchPicker } from '../entity-autocomplete/use-search-picker.js';
import { queueSearchQuery, queuesOfPage, type PickedQueue } from './queue-picker.logic.js';

await registerPickersLocales();

/** Props of {@link QueuePicker}. */
export interface QueuePickerProps {
  /** The chosen queue's name; a name that cannot be read is cleared silently. */
  value?: string | null;
  /** Whose queues: TB_RULE_ENGINE (default), TB_CORE … */
  serviceType?: string;
  /** Refuses no choice with 'Queue is required.'. */
  required?: boolean;
  disabled?: boolean;
  /** Visible label; default 'Queue'. */
  label?: string;
  baseUrl?: string;
  /** Called with the chosen queue's name (null when cleared or typed over). */
  onChange?: (detail: { value: string | null; queue: PickedQueue | null }) => void;
}

/**
 * A queue picker: 150 ms after typing stops it lists the first 10 queues of the service type whose name
 * matches, by name; 'No queues found', or 'No queues match' with the first 6 characters of the text.
 */
export function QueuePicker({ value = null, serviceType = 'TB_RULE_ENGINE', required = false, disabled = false, label, baseUrl, onChange }: QueuePickerProps) {
  const t = useTranslate();
  const api = () => kitClient(baseUrl || undefined).with({ ignoreErrors: true, ignoreLoading: true });
  const picker = useSearchPicker<PickedQueue>({
    value,
    resetKey: serviceType,
    lookup: async (name) => {
      const answer = await api().call<{ id?: { id?: string }; name?: string }>('GET', `/api/queues/name/${encodeURIComponent(name)}`);
      return answer.ok ? (queuesOfPage({ data: [answer.data] })[0] ?? null) : null;
    },
    search: async (text) => {
      const answer = await api().call<{ data?: Array<{ id?: { id?: string }; name?: string }> }>('GET', '/api/queues', { query: queueSearchQuery(serviceType, text) });
      return answer.ok ? queuesOfPage(answer.data) : [];
    },
    searchKey: `${baseUrl}`,
    keyOf: (queue) => queue.name,
    labelOf: (queue) => queue.name,
    onChange: (queue) => onChange?.({ value: queue?.name ?? null, queue }),
    silentLookupFailure: true,
  });
  const { options, answered, selected } = picker;
  const outcome = searchOutcome(options?.length ?? 0, answered);
  return (
    <PickerCombobox
      {...picker.bind}
      label={label ?? t('pickers:queue.queue')}
      placeholder={t('pickers:queue.search')}
      options={options?.map((queue) => ({ key: queue.name, label: queue.name })) ?? null}
      emptyText={outcome === 'no-match' ? t('pickers:queue.no-queues-matching', { text: quotedSearch(answered) }) : t('pickers:queue.no-queues-found')}
      loadingText={t('pickers:common.searching')}
      onPick={(option) => picker.pick(options?.find((queue) => queue.name === option.key) ?? null)}
      clearLabel={t('pickers:common.clear')}
      selectedKey={selected?.name ?? null}
      required={required}
      disabled={disabled}
      error={requiredError(required, selected === null, picker.touched) ? t('pickers:queue.required') : null}
    />
  );
}
