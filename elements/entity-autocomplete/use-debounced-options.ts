import { useEffect, useRef, useState } from 'react';
import { PICKER_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';

/** Options of a search as a picker holds them: null while the search is waiting or in flight. */
export interface DebouncedOptions<T> {
  options: T[] | null;
  /** The text the shown options answer (what a no-match message quotes). */
  answered: string;
}

/**
 * Runs `load` with the search text once it has been still for the pickers' debounce (150 ms, §9), only
 * while `search` is not null (the popup is open). An answer to an older text is dropped; a failed load
 * answers an empty list (§8: suggestion fetch failure gives an empty list). `key` names everything else
 * the answer depends on (entity type, subtype …): a change searches again.
 */
export function useDebouncedOptions<T>(search: string | null, load: (text: string) => Promise<T[]>, key: string, delay: number = PICKER_DEBOUNCE_MS): DebouncedOptions<T> {
  const [state, setState] = useState<DebouncedOptions<T>>({ options: null, answered: '' });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (search === null) return undefined;
    let live = true;
    setState((s) => (s.options === null ? s : { options: null, answered: s.answered }));
    const timer = setTimeout(() => {
      loadRef
        .current(search)
        .catch(() => [] as T[])
        .then((options) => {
          if (live) setState({ options, answered: search });
        });
    }, delay);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, key, delay]);
  return state;
}
