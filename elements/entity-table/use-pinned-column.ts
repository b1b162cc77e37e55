import { useLayoutEffect, type RefObject } from 'react';
import { pinOffsetPx } from './entity-table.logic.js';

/** Milliseconds without sideways scrolling before the pinned column is offset again instead of sticky. */
const PIN_SETTLE_MS = 150;

/**
 * Keeps the pinned column (the row buttons) at the inline end of a grid wider than its scroll box, telling the
 * cells how through the grid's `data-pin` (see `PINNED_CELL`). At rest the cells are offset towards the inline
 * start by `--tb-pin-offset`, which costs scrolling up and down nothing; while the box scrolls sideways they are
 * sticky, so the compositor keeps them in place frame by frame, until the scroll has stayed put for
 * {@link PIN_SETTLE_MS}. A sticky cell per row is a composited layer per row, updated on every vertically
 * scrolled frame: about 58 layer updates per frame instead of 2 in the devices-page bench's trace.
 */
export function usePinnedColumn(scrollRef: RefObject<HTMLElement | null>, gridRef: RefObject<HTMLElement | null>, pinned: boolean) {
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    const grid = gridRef.current;
    if (!pinned || !scroller || !grid) return undefined;
    let left = scroller.scrollLeft;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const rest = () => {
      clearTimeout(timer);
      left = scroller.scrollLeft;
      const offset = pinOffsetPx(left, scroller.scrollWidth, scroller.clientWidth);
      grid.style.setProperty('--tb-pin-offset', `${offset}px`);
      if (offset === 0) delete grid.dataset.pin;
      else grid.dataset.pin = 'offset';
    };
    const scrolled = () => {
      if (scroller.scrollLeft === left) return;
      left = scroller.scrollLeft;
      grid.dataset.pin = 'sticky';
      clearTimeout(timer);
      timer = setTimeout(rest, PIN_SETTLE_MS);
    };
    // A relative offset does not change the observed boxes' sizes, so setting it here starts no resize loop.
    const observer = new ResizeObserver(rest);
    observer.observe(scroller);
    observer.observe(grid);
    scroller.addEventListener('scroll', scrolled, { passive: true });
    rest();
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      scroller.removeEventListener('scroll', scrolled);
      delete grid.dataset.pin;
    };
  }, [scrollRef, gridRef, pinned]);
}
