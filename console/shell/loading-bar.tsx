// Minimal loading bar used by the shell until the kit's loading bar (elements/loading-bar) lands.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useTranslate } from '../../elements/core/i18n.js';

/** A thin indeterminate bar shown while calls that count for loading are in flight. */
export function LoadingBar({ $count }: { $count: ReadableAtom<number> }) {
  const t = useTranslate();
  const busy = useStore($count) > 0;
  if (!busy) return null;
  return (
    <div role="progressbar" aria-label={t('console:app.loading')} className="pointer-events-none absolute inset-x-0 bottom-0 h-0.5 overflow-hidden">
      <div className="h-full w-full animate-pulse bg-accent motion-reduce:animate-none" />
    </div>
  );
}
