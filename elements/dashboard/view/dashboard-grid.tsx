import { useEffect, type ReactNode } from 'react';
import type { DashboardLayout, Widget } from '../model/dashboard.types.js';
import { desktopLayout, mobileLayout } from './grid.logic.js';
import { useElementSize } from './use-size.js';

/** The default grid background of ThingsBoard layouts, which the theme's sunken surface stands in for (so dark stays dark). */
const DEFAULT_BACKGROUND = '#eeeeee';

/** A background colour the dashboard's author chose, or undefined for the default one. */
function authorBackground(colour: unknown): string | undefined {
  return typeof colour === 'string' && colour && colour.toLowerCase() !== DEFAULT_BACKGROUND ? colour : undefined;
}

/** Props of {@link DashboardGrid}. */
export interface DashboardGridProps {
  layout: DashboardLayout;
  widgets: Record<string, Widget>;
  /** Lays the widgets out in one column (phone width). */
  mobile: boolean;
  /** Draws one widget. */
  renderWidget: (widget: Widget) => ReactNode;
  /** Accessible name of the layout region. */
  label?: string;
  /** Which layout of the state this is (set as `data-layout`); main by default. */
  layoutId?: 'main' | 'right';
  /** Scrolls the layout into view once its widgets are laid out, then calls this. */
  onRevealed?: () => void;
}

/**
 * One layout of a state: its widgets placed on the layout's grid (its columns and margin, square cells,
 * from the inline start so right-to-left mirrors it), or in the phone list, on the layout's background colour
 * when its author chose one.
 */
export function DashboardGrid({ layout, widgets, mobile, renderWidget, label, layoutId = 'main', onRevealed }: DashboardGridProps) {
  const [ref, { width }] = useElementSize();
  const laid = width === 0 ? { boxes: [], height: 0 } : mobile ? mobileLayout(layout, widgets, width) : desktopLayout(layout, width);
  useEffect(() => {
    if (!onRevealed || laid.height === 0) return;
    ref.current?.scrollIntoView({ block: 'start' });
    onRevealed();
  }, [onRevealed, laid.height, ref]);
  const background = authorBackground(layout.gridSettings.backgroundColor);
  return (
    <div ref={ref} role={label ? 'region' : undefined} aria-label={label} data-layout={layoutId} className="relative w-full min-w-0 bg-surface-sunken" style={{ height: laid.height, backgroundColor: background }}>
      {laid.boxes.map((box) => {
        const widget = widgets[box.id];
        if (!widget) return null;
        return (
          <div key={box.id} className="absolute contain-strict" style={{ insetInlineStart: box.start, top: box.top, width: box.width, height: box.height }}>
            {renderWidget(widget)}
          </div>
        );
      })}
    </div>
  );
}
