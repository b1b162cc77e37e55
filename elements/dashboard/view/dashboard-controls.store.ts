// What a viewer changes on a shown dashboard without saving it: the dashboard's time window, the own time
// window of single widgets, the entity picked for aliases of one entity, the values of editable filters,
// and the widget shown fullscreen. One store per shown dashboard; nothing here reaches the server.
import { atom, type ReadableAtom } from 'nanostores';
import type { AliasEntity } from '../model/entity-select.logic.js';
import type { DashboardFilter, Timewindow, Widget } from '../model/dashboard.types.js';
import { zoomedTimewindow } from './widget-action.logic.js';
import { zoomTarget } from './widget-header.logic.js';

/** A history period a chart was zoomed to, in ms. */
export interface ZoomWindow {
  startTs: number;
  endTs: number;
}

/** The viewer's changes to one shown dashboard and the ways to make them. */
export interface DashboardControls {
  /** The dashboard's time window (the toolbar's). */
  readonly $timewindow: ReadableAtom<Timewindow>;
  /** Time windows a viewer set on widgets that have their own, by widget id. */
  readonly $widgetWindows: ReadableAtom<Readonly<Record<string, Timewindow>>>;
  /** The entity picked in the entities select, by alias id. */
  readonly $entitySelection: ReadableAtom<Readonly<Record<string, AliasEntity>>>;
  /** Filters whose values a viewer changed, by filter id. */
  readonly $userFilters: ReadableAtom<Readonly<Record<string, DashboardFilter>>>;
  /** Id of the widget shown fullscreen, or null. */
  readonly $fullscreen: ReadableAtom<string | null>;
  /** Counts how often the aliases were resolved anew (the fullscreen page's `reload` parameter). */
  readonly $aliasEpoch: ReadableAtom<number>;
  setTimewindow(timewindow: Timewindow): void;
  /** Sets the own time window of a widget. */
  setWidgetWindow(widgetId: string, timewindow: Timewindow): void;
  /** A chart's zoom: the widget's own time window when it has one, else the dashboard's, set to that history period. */
  zoom(widget: Widget, window: ZoomWindow): void;
  /** Picks the entity an alias of one entity stands for. */
  pickEntity(aliasId: string, entity: AliasEntity): void;
  /** Applies a filter with a viewer's values. */
  applyFilter(filter: DashboardFilter): void;
  setFullscreen(widgetId: string | null): void;
  /** Whether the widget left fullscreen last, so that its fullscreen button in the grid takes the focus; answers once. */
  takeFocusAfterFullscreen(widgetId: string): boolean;
  /** Resolves every alias anew: the picked entities are dropped and every widget subscribes again. */
  reloadAliases(): void;
}

/** The store of a dashboard shown with this time window. */
export function createDashboardControls(timewindow: Timewindow): DashboardControls {
  const $timewindow = atom(timewindow);
  const $widgetWindows = atom<Readonly<Record<string, Timewindow>>>({});
  const $entitySelection = atom<Readonly<Record<string, AliasEntity>>>({});
  const $userFilters = atom<Readonly<Record<string, DashboardFilter>>>({});
  const $fullscreen = atom<string | null>(null);
  const $aliasEpoch = atom(0);
  let leftFullscreen: string | null = null;
  const setWidgetWindow = (widgetId: string, next: Timewindow) => $widgetWindows.set({ ...$widgetWindows.get(), [widgetId]: next });
  return {
    $timewindow, $widgetWindows, $entitySelection, $userFilters, $fullscreen, $aliasEpoch,
    setTimewindow: (next) => $timewindow.set(next),
    setWidgetWindow,
    zoom(widget, window) {
      if (zoomTarget(widget) === 'dashboard') {
        $timewindow.set(zoomedTimewindow($timewindow.get(), window));
        return;
      }
      const own = $widgetWindows.get()[widget.id] ?? widget.config.timewindow ?? $timewindow.get();
      setWidgetWindow(widget.id, zoomedTimewindow(own, window));
    },
    pickEntity: (aliasId, entity) => $entitySelection.set({ ...$entitySelection.get(), [aliasId]: entity }),
    applyFilter: (filter) => $userFilters.set({ ...$userFilters.get(), [filter.id]: filter }),
    setFullscreen(widgetId) {
      if (widgetId === null) leftFullscreen = $fullscreen.get();
      $fullscreen.set(widgetId);
    },
    takeFocusAfterFullscreen(widgetId) {
      if (leftFullscreen !== widgetId) return false;
      leftFullscreen = null;
      return true;
    },
    reloadAliases() {
      $entitySelection.set({});
      $aliasEpoch.set($aliasEpoch.get() + 1);
    },
  };
}

/** A widget as it runs: with the time window a viewer set on it in place of its stored one. */
export function widgetWithWindow(widget: Widget, own: Timewindow | undefined): Widget {
  return own ? { ...widget, config: { ...widget.config, timewindow: own } } : widget;
}
