import { useEffect, useRef, useState } from 'react';

/** The size of an element in whole px, followed with a ResizeObserver; `initial` until first measured. */
export function useElementSize(initial = { width: 0, height: 0 }): [React.RefObject<HTMLDivElement>, { width: number; height: number }] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentRect;
      if (!box) return;
      const next = { width: Math.floor(box.width), height: Math.floor(box.height) };
      setSize((old) => (old.width === next.width && old.height === next.height ? old : next));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
