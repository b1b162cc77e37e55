import { useEffect, useMemo, useState } from 'react';
import { atom, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { AliasContext } from '../model/aliases.logic.js';
import type { DashboardConfiguration, Timewindow, Widget } from '../model/dashboard.types.js';
import { usesTimewindow, widgetPlan } from '../runtime/widget-plan.logic.js';
import { startWidgetRuntime, type DashboardChannel } from '../runtime/widget-runtime.js';
import { pageFunctionSandbox } from '../runtime/function-sandbox-host.js';
import type { FunctionRunner } from '../runtime/function-sandbox.logic.js';
import { widgetWindow } from '../runtime/widget-window.logic.js';
import type { ServerClock } from '../runtime/server-clock.js';
import type { WidgetData } from '../widgets/widget-contract.js';
import { widgetSourcesKey } from './widget-inputs.logic.js';

/** Inputs of {@link useWidgetData}. */
export interface WidgetDataInputs {
  widget: Widget;
  config: DashboardConfiguration;
  alias: AliasContext;
  /** The dashboard's time window. */
  timewindow: Timewindow;
  clock: ServerClock;
  channel: DashboardChannel;
  /** Runs the functions of function datasources; the page's sandbox by default. */
  functions?: FunctionRunner;
  /** A change subscribes again with the aliases resolved anew; 0 by default. */
  aliasEpoch?: number;
}

const LOADING: ReadableAtom<WidgetData> = atom<WidgetData>({ status: 'loading', latest: [], series: [], alarms: [] });

/**
 * The live data of a widget, from its own store (function datasources computed in the given sandbox):
 * subscribed on mount, and subscribed again (the old subscriptions ended) when the state params, the time
 * window (widgets that read one), the clock, or the aliases, filters and picked entities its datasources use change.
 */
export function useWidgetData({ widget, config, alias, timewindow, clock, channel, functions: given, aliasEpoch = 0 }: WidgetDataInputs): WidgetData {
  const [$data, setStore] = useState(LOADING);
  const readsWindow = usesTimewindow(widget);
  const functions = given ?? pageFunctionSandbox();
  const sources = widgetSourcesKey(widget, config, alias.entitySelection);
  // Computed again only when one of its parts is another object (a live update re-renders with the same ones).
  const key = useMemo(
    () => JSON.stringify([alias.stateParams ?? null, readsWindow ? timewindow : null, clock, sources, aliasEpoch]),
    [alias.stateParams, readsWindow, timewindow, clock, sources, aliasEpoch],
  );
  useEffect(() => {
    const window = widgetWindow(widget, timewindow, { nowMs: Date.now(), serverOffsetMs: clock.offsetMs, maxDatapointsLimit: clock.maxDatapointsLimit });
    const plan = widgetPlan(widget, { config, alias, window });
    const runtime = startWidgetRuntime({ plan, timeseries: widget.type === 'timeseries', channel, serverOffsetMs: clock.offsetMs, functions });
    setStore(runtime.$data);
    return () => runtime.stop();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the alias params and picks, the aliases and filters used, the time window and clock
  }, [key, widget, channel, functions]);
  return useStore($data);
}
