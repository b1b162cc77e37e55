/**
 * Calls `onResize` with the latest entry in the animation frame after a resize observer reports `el`. A state
 * update made inside the observer's own callback is rendered at once by a synchronous renderer, and a layout
 * change that causes within the observer loop is reported by Chromium as an error; a frame later the change is
 * laid out before the next observation. Returns the function that stops observing.
 */
export function observeResizes(el: Element, onResize: (entry: ResizeObserverEntry) => void): () => void {
  let frame = 0;
  const observer = new ResizeObserver((entries) => {
    const entry = entries.at(-1);
    if (!entry) return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => onResize(entry));
  });
  observer.observe(el);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
  };
}
