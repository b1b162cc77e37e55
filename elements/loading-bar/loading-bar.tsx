import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { isLoading, sweepKeyframes, SWEEP_MS } from './loading-bar.logic.js';

/** Props of {@link LoadingBar}. */
export interface LoadingBarProps {
  /** The number of requests in flight; default the configured SDK client's `$requestsInFlight`. */
  count?: ReadableAtom<number>;
  /** Renders in the flow of the page instead of fixed to the top of the window. */
  inline?: boolean;
  /** Accessible name; default the translated 'Loading'. */
  label?: string;
}

/** A thin indeterminate bar across the top of the page while requests are in flight; nothing at all otherwise. */
export function LoadingBar({ count, inline = false, label }: LoadingBarProps) {
  const t = useTranslate();
  const requests = useStore(count ?? kitClient().$requestsInFlight);
  const sweep = useRef<HTMLDivElement>(null);
  const loading = isLoading(requests);

  useEffect(() => {
    const node = sweep.current;
    if (!loading || !node || typeof node.animate !== 'function') return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const direction = getComputedStyle(node).direction === 'rtl' ? 'rtl' : 'ltr';
    const animation = node.animate(sweepKeyframes(direction), { duration: SWEEP_MS, iterations: Infinity, easing: 'ease-in-out' });
    return () => animation.cancel();
  }, [loading]);

  if (!loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={label || t('progress.loading')}
      part="bar"
      className={`${inline ? 'relative' : 'fixed inset-x-0 top-0 z-50'} h-1 w-full overflow-hidden bg-accent-soft`}
    >
      <div ref={sweep} className="absolute inset-y-0 start-0 w-1/3 rounded-full bg-accent motion-reduce:w-full motion-reduce:opacity-60" />
    </div>
  );
}
