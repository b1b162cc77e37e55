// The state of one dashboard edit session in a nanostore: the undo history of the configuration, the
// selected widget and whether it is saving. The React parts only read it and call these actions.
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { DashboardConfiguration } from '../model/dashboard.types.js';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from './history.logic.js';
import { dashboardEdits, editedDashboardJson, isDirty } from './save-json.logic.js';
import type { JsonObject } from '../model/problems.js';

/** What an edit session holds. */
export interface EditorState {
  history: History<DashboardConfiguration>;
  /** The widget the side panel edits. */
  selectedId: string | null;
  /** A save request is on its way. */
  saving: boolean;
}

/** One edit session of a loaded dashboard, with its store and actions. */
export interface DashboardEditor {
  $state: ReadableAtom<EditorState>;
  /** The edited configuration. */
  $config: ReadableAtom<DashboardConfiguration>;
  /** Whether anything differs from the loaded dashboard. */
  $dirty: ReadableAtom<boolean>;
  $canUndo: ReadableAtom<boolean>;
  $canRedo: ReadableAtom<boolean>;
  /** Applies an edit rule to the present configuration and records it as one undo step. */
  apply(change: (config: DashboardConfiguration) => DashboardConfiguration): void;
  undo(): void;
  redo(): void;
  select(widgetId: string | null): void;
  setSaving(saving: boolean): void;
  /** The JSON to save: the loaded JSON with the edits written in. */
  json(): JsonObject;
}

/** Starts an edit session of a dashboard: its configuration as normalised and its JSON as loaded. */
export function createDashboardEditor(loaded: DashboardConfiguration, loadedJson: unknown): DashboardEditor {
  const $state = atom<EditorState>({ history: startHistory(loaded), selectedId: null, saving: false });
  const update = (next: Partial<EditorState>) => $state.set({ ...$state.get(), ...next });
  const $config = computed($state, (s) => s.history.present);
  const keepSelection = (history: History<DashboardConfiguration>) => {
    const selectedId = $state.get().selectedId;
    return selectedId && history.present.widgets[selectedId] ? selectedId : null;
  };
  const move = (history: History<DashboardConfiguration>) => update({ history, selectedId: keepSelection(history) });
  return {
    $state,
    $config,
    $dirty: computed($config, (config) => isDirty(loaded, config)),
    $canUndo: computed($state, (s) => canUndo(s.history)),
    $canRedo: computed($state, (s) => canRedo(s.history)),
    apply: (change) => move(record($state.get().history, change($state.get().history.present))),
    undo: () => move(undo($state.get().history)),
    redo: () => move(redo($state.get().history)),
    select: (selectedId) => update({ selectedId }),
    setSaving: (saving) => update({ saving }),
    json: () => {
      const present = $state.get().history.present;
      return editedDashboardJson(loadedJson, dashboardEdits(loaded, present), present);
    },
  };
}
