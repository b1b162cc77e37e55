import { useState } from 'react';
import { useKitRoot } from '../core/kit-root.js';

/**
 * The shown state of a dialog driven by an `open` prop: closing it (on the person's answer) hides it at once
 * and, inside a custom element, removes the element's `open` attribute so that setting it again reopens.
 */
export function useHostOpen<A extends unknown[]>(open: boolean, onAnswer: (...answer: A) => void): [boolean, (...answer: A) => void] {
  const { host } = useKitRoot();
  const [closedFor, setClosedFor] = useState<boolean | null>(null);
  if (closedFor !== null && closedFor !== open) setClosedFor(null);
  const close = (...answer: A) => {
    setClosedFor(open);
    host?.removeAttribute('open');
    onAnswer(...answer);
  };
  return [open && closedFor === null, close];
}
