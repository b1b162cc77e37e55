import { lazy, Suspense, useCallback, useState } from 'react';
import type { Widget } from '../model/dashboard.types.js';
import type { CustomActionHostProps, CustomActionRun } from './custom-action-host.js';
import type { ActionOutcome } from './widget-action.logic.js';

/** The dialog of a custom action, loaded when an action first opens it. */
const CustomActionHost = lazy(() => import('./custom-action-host.js').then((m) => ({ default: m.CustomActionHost })));

/** The custom action a view runs (the last one started, until its dialog closes), and how to start and close one. */
export interface CustomActionRuns {
  run: CustomActionRun | null;
  start: (widget: Widget, outcome: Extract<ActionOutcome, { kind: 'custom' }>) => void;
  close: () => void;
}

/** Keeps the custom action a dashboard or widget view runs; starting the same action again runs its script anew. */
export function useCustomActionRuns(): CustomActionRuns {
  const [run, setRun] = useState<CustomActionRun | null>(null);
  const start = useCallback((widget: Widget, outcome: Extract<ActionOutcome, { kind: 'custom' }>) => {
    setRun((prev) => ({ serial: (prev?.serial ?? 0) + 1, widget, outcome }));
  }, []);
  return { run, start, close: useCallback(() => setRun(null), []) };
}

/** Where a view's custom action runs (see CustomActionHost): nothing until one starts, then its sandbox, loaded on first use. */
export function CustomActionSlot(props: CustomActionHostProps) {
  if (!props.run) return null;
  return (
    <Suspense fallback={null}>
      <CustomActionHost {...props} />
    </Suspense>
  );
}
