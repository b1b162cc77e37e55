import { useRef, useState } from 'react';
import { mdiClose, mdiTextSearch } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import { ICON_BUTTON } from './hooks.js';
import { searchOfAddress } from '../logic/search.js';
import { resetSearch, searchInput } from './search-store.js';

/**
 * The toolbar search of pages that support it (console-core §2): opening focuses the input, closing
 * clears the text and the page's filter; typing reaches the page debounced. Remounted per page, it starts
 * open with the text the address holds (a reload or a shared link of a filtered list), else closed and empty.
 */
export function SearchBox() {
  const t = useTranslate();
  const [text, setText] = useState(() => searchOfAddress(window.location.search));
  const [open, setOpen] = useState(text !== '');
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    setText('');
    resetSearch();
    requestAnimationFrame(() => button.current?.focus());
  };

  if (!open) {
    return (
      <button
        ref={button}
        type="button"
        aria-label={t('console:shell.search')}
        title={t('console:shell.search')}
        className={ICON_BUTTON}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Icon path={mdiTextSearch} />
      </button>
    );
  }
  return (
    <div className="absolute inset-x-2 top-1/2 z-10 flex -translate-y-1/2 items-center gap-1 rounded-control border border-border-strong bg-surface ps-3 sm:static sm:inset-auto sm:w-64 sm:translate-y-0">
      <Icon path={mdiTextSearch} size={18} className="text-text-muted" />
      <input
        ref={input}
        type="search"
        value={text}
        aria-label={t('console:shell.search')}
        placeholder={t('console:shell.search')}
        onChange={(event) => {
          setText(event.target.value);
          searchInput.input(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        className="h-9 min-w-0 flex-1 bg-transparent text-base outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button type="button" aria-label={t('console:shell.close-search')} title={t('console:shell.close-search')} className="inline-flex size-8 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text" onClick={close}>
        <Icon path={mdiClose} size={18} />
      </button>
    </div>
  );
}
