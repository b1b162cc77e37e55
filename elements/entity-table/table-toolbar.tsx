import { useEffect } from 'react';
import { useDraft } from '../core/use-draft.js';
import { mdiClose, mdiMagnify } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { labelText, useTranslate } from '../core/i18n.js';
import { SEARCH_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';

/** An action offered for the selected rows. */
export interface EntityBulkAction {
  /** Id sent with `tb-bulk-action`. */
  id: string;
  /** Button text (a translation key or plain text). */
  label: string;
  /** Shown in the danger colour (delete). */
  danger?: boolean;
}

const iconButton =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text';

/** The table's search field: changes reach the table 150 ms after typing stops. */
export function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const t = useTranslate();
  // A new search from outside (the address, a reset) replaces the text.
  const [text, setText] = useDraft(value);
  useEffect(() => {
    if (text === value) return;
    const id = setTimeout(() => {
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, value, onSearch]);
  return (
    <label className="flex h-8 min-w-0 max-w-xs flex-1 items-center gap-2 rounded-control border border-border bg-surface ps-2 pe-1 focus-within:border-accent">
      <Icon path={mdiMagnify} size={18} className="text-text-muted" />
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('entity-table.search')}
        aria-label={t('entity-table.search')}
        className="min-w-0 flex-1 bg-transparent text-sm outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button type="button" className="inline-flex size-6 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover" aria-label={t('entity-table.clear-search')} onClick={() => setText('')}>
          <Icon path={mdiClose} size={16} />
        </button>
      )}
    </label>
  );
}

/** Props of {@link TableToolbar}. */
export interface TableToolbarProps {
  /** Selected rows; above 0 the bar shows the count and the bulk actions. */
  selected: number;
  /** Bulk actions offered for the selection. */
  actions: readonly EntityBulkAction[];
  /** Shows the search field. */
  searchable: boolean;
  /** Current search text. */
  textSearch: string;
  /** Called with a new search text. */
  onSearch: (text: string) => void;
  /** Called with the action picked for the selection. */
  onAction: (id: string) => void;
  /** Called when the selection is cleared. */
  onClear: () => void;
}

/** Above the rows: the search field, or, while rows are selected, their count and the bulk actions; nothing otherwise. */
export function TableToolbar({ selected, actions, searchable, textSearch, onSearch, onAction, onClear }: TableToolbarProps) {
  const t = useTranslate();
  if (selected > 0) {
    return (
      <div part="bulk-bar" className="flex min-h-12 flex-wrap items-center gap-2 border-b border-border bg-accent-soft px-2 py-1 sm:px-3">
        <button type="button" className={iconButton} aria-label={t('entity-table.clear-selection')} title={t('entity-table.clear-selection')} onClick={onClear}>
          <Icon path={mdiClose} size={18} />
        </button>
        <span role="status" className="me-auto text-sm font-medium tabular-nums">
          {t('entity.selected-entities', { count: selected })}
        </span>
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            onClick={() => onAction(action.id)}
            className={`inline-flex h-8 items-center rounded-control border px-3 text-sm font-medium ${
              action.danger ? 'border-danger text-danger hover:bg-danger-soft' : 'border-border-strong hover:bg-surface-hover'
            }`}
          >
            {labelText(t, action.label)}
          </button>
        ))}
      </div>
    );
  }
  if (!searchable) return null;
  return (
    <div part="toolbar" className="flex min-h-12 items-center gap-2 border-b border-border px-2 py-1 sm:px-3">
      <SearchField value={textSearch} onSearch={onSearch} />
    </div>
  );
}
