// Keeps one uPlot instance in a mount node: built when the chart's shape or theme changes, fed new data,
// sizes and series visibility without rebuilding, destroyed with the component.
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import uPlot from 'uplot';
import type { AlignedData } from './decimate.logic.js';
import { adoptChartStyles } from './chart-styles.js';
import { observeResizes } from '../../../core/observe-resizes.js';

/** A box's content size in CSS px. */
export interface BoxSize {
  width: number;
  height: number;
}

/** The content size of the element behind `ref`, following its resizes; null until measured or while empty. */
export function useBoxSize(ref: RefObject<HTMLElement | null>): BoxSize | null {
  const [size, setSize] = useState<BoxSize | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const width = Math.floor(el.clientWidth);
      const height = Math.floor(el.clientHeight);
      setSize((old) => (old?.width === width && old.height === height ? old : width > 0 && height > 0 ? { width, height } : null));
    };
    measure();
    return observeResizes(el, measure);
  }, [ref]);
  return size;
}

/** What {@link usePlot} draws. */
export interface PlotInput {
  /** Builds the options; null while the chart cannot be drawn yet (no size or theme). */
  build: (() => uPlot.Options) | null;
  /** Changes whenever the options must be built again (series, theme, settings). */
  shape: string;
  data: AlignedData | null;
  size: BoxSize | null;
  /** Per series (data order), whether it is hidden. */
  hidden: boolean[];
}

/** Draws the input into the mount node with uPlot. */
export function usePlot(mount: RefObject<HTMLElement | null>, input: PlotInput): void {
  const plot = useRef<uPlot | null>(null);
  const fed = useRef<AlignedData | null>(null);
  const latest = useRef(input);
  latest.current = input;
  const ready = !!input.build && !!input.data;

  useLayoutEffect(() => {
    const el = mount.current;
    const { build, data } = latest.current;
    if (!el || !build || !data) return undefined;
    adoptChartStyles(el);
    const u = new uPlot(build(), data as uPlot.AlignedData, el);
    plot.current = u;
    fed.current = data;
    return () => {
      u.destroy();
      plot.current = null;
    };
  }, [mount, input.shape, ready]);

  useLayoutEffect(() => {
    const u = plot.current;
    if (!u || !input.data || fed.current === input.data) return;
    fed.current = input.data;
    u.setData(input.data as uPlot.AlignedData);
  }, [input.data]);

  const width = input.size?.width ?? 0;
  const height = input.size?.height ?? 0;
  useLayoutEffect(() => {
    const u = plot.current;
    if (u && width > 0 && height > 0 && (u.width !== width || u.height !== height)) u.setSize({ width, height });
  }, [width, height]);

  const hiddenKey = input.hidden.join();
  useEffect(() => {
    const u = plot.current;
    if (!u) return;
    latest.current.hidden.forEach((hide, i) => {
      if (u.series[i + 1] && u.series[i + 1]!.show === hide) u.setSeries(i + 1, { show: !hide });
    });
  }, [hiddenKey]);
}
