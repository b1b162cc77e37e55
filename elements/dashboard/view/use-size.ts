import { useEffect, useRef, useState } from 'react';
import { observeResizes } from '../../core/observe-resizes.js';

/** The size of an element in whole px, followed with a ResizeObserver a frame after each change; `initial` until first measured. */
export function useElementSize(initial = { width: 0, height: 0 }): [React.RefObject<HTMLDivElement>, { width: number; height: number }] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    return observeResizes(node, ({ contentRect: box }) => {
      const next = { width: Math.floor(box.width), height: Math.floor(box.height) };
      setSize((old) => (old.width === next.width && old.height === next.height ? old : next));
    });
  }, []);
  return [ref, size];
}
