import { useEffect } from 'react';
import { atom } from 'nanostores';

/** The name a page gives its own breadcrumb level (an entity's name), with the address it names. */
export const $pageName = atom<{ path: string; name: string } | null>(null);

/** Names the current page's breadcrumb level while the page shows `name`; nothing while it is undefined. */
export function usePageName(path: string, name: string | undefined): void {
  useEffect(() => {
    if (name === undefined) return;
    $pageName.set({ path, name });
    return () => {
      if ($pageName.get()?.path === path) $pageName.set(null);
    };
  }, [path, name]);
}
