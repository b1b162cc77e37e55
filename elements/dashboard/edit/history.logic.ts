// The undo stack of dashboard edit mode: earlier versions, the present one and the undone ones.

/** Versions of what is edited: `past` oldest first, `future` the next redo first. */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

/** How many steps can be undone; older ones are dropped. */
export const HISTORY_LIMIT = 100;

/** A history with only the loaded version. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** Records a new version (dropping the redo steps); the same value records nothing. */
export function record<T>(history: History<T>, next: T): History<T> {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

/** Goes back one version; nothing to undo leaves the history as it is. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future] };
}

/** Goes forward to the version last undone; nothing to redo leaves the history as it is. */
export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next as T, future };
}

/** Whether there is a step to undo. */
export const canUndo = (history: History<unknown>): boolean => history.past.length > 0;

/** Whether there is a step to redo. */
export const canRedo = (history: History<unknown>): boolean => history.future.length > 0;
