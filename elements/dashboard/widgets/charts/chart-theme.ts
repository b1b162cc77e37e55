// Canvas drawing cannot use CSS variables, so the chart reads the token values it paints with from the
// element it renders in, and reads them again when the theme changes (page attribute, host attribute or
// the system's colour scheme).
import { useEffect, useState, type RefObject } from 'react';

/** The token colours and font a chart paints its canvas with. */
export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  axis: string;
  surface: string;
  font: string;
}

const FALLBACK: ChartTheme = { text: '#1b1f24', muted: '#59626d', grid: '#d7dbe0', axis: '#9aa3ad', surface: '#ffffff', font: 'system-ui, sans-serif' };

/** The chart theme as the tokens resolve on an element (the fallbacks when a token is missing). */
export function readChartTheme(el: Element): ChartTheme {
  const style = getComputedStyle(el);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--tb-color-text', FALLBACK.text),
    muted: read('--tb-color-text-muted', FALLBACK.muted),
    grid: read('--tb-color-border', FALLBACK.grid),
    axis: read('--tb-color-border-strong', FALLBACK.axis),
    surface: read('--tb-color-surface', FALLBACK.surface),
    font: read('--tb-font-sans', FALLBACK.font),
  };
}

const sameTheme = (a: ChartTheme, b: ChartTheme) => (Object.keys(a) as Array<keyof ChartTheme>).every((k) => a[k] === b[k]);

/** Every shadow host above a node, innermost first. */
function hostsAbove(node: Node): Element[] {
  const hosts: Element[] = [];
  for (let root = node.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) hosts.push(root.host);
  return hosts;
}

/** The chart theme of the element behind `ref`, updated when the page's, a host's or the system's theme changes. */
export function useChartTheme(ref: RefObject<Element | null>): ChartTheme | null {
  const [theme, setTheme] = useState<ChartTheme | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => setTheme((old) => {
      const next = readChartTheme(el);
      return old && sameTheme(old, next) ? old : next;
    });
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
    for (const host of hostsAbove(el)) observer.observe(host, { attributes: true, attributeFilter: ['theme', 'data-theme', 'style'] });
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', update);
    return () => {
      observer.disconnect();
      scheme.removeEventListener('change', update);
    };
  }, [ref]);
  return theme;
}
