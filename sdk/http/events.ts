/** A function told about one kind of event. */
export type Listener<T> = (event: T) => void;

/** A minimal typed event source. */
export interface Emitter<Events extends object> {
  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  /** Tells every listener of `type`; a throwing listener does not stop the others or the caller. */
  emit<K extends keyof Events>(type: K, event: Events[K]): void;
}

/** Creates an event source. */
export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(type, set);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(type, event) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<typeof event>)(event);
        } catch (error) {
          reportListenerError(error);
        }
      }
    },
  };
}

function reportListenerError(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (report) report(error);
  else console.error(error);
}
