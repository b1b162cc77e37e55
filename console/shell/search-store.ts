import { atom } from 'nanostores';
import { createSearchDebouncer } from '../logic/search.js';

/** The toolbar search text as passed to the active page (debounced and de-duplicated). */
export const $searchText = atom('');

/** Passes toolbar input on to {@link $searchText}. */
export const searchInput = createSearchDebouncer((text) => $searchText.set(text));

/** Search state resets on page change: pending input dropped, text empty or what the new page's address holds. */
export function resetSearch(text = ''): void {
  searchInput.reset(text);
  $searchText.set(text);
}
