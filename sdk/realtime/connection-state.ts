import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';

/**
 * Where the channel's socket stands: `idle` (no socket), `connecting` (first open under way),
 * `open`, `reconnecting` (waiting for or making a retry after a lost connection), `closed` (closed for good).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Why subscriptions wait without a socket: no signed-in user, or the token source failed. */
export type RealtimeWaitReason = 'no-token' | 'token-error';

/** The connection state UIs can show. */
export interface RealtimeConnectionState {
  status: RealtimeStatus;
  /** Reconnect attempt number since the last successful open; 0 when none. */
  attempt: number;
  /** Delay before the next attempt while one is scheduled, else null. */
  retryInMs: number | null;
  /** Why live subscriptions are waiting without a socket, else null. */
  waitReason: RealtimeWaitReason | null;
  /** Code and reason of the last socket close, if any. */
  lastClose: { code: number; reason: string } | null;
}

/** The state of a channel that has not connected yet. */
export const INITIAL_CONNECTION_STATE: RealtimeConnectionState = {
  status: 'idle',
  attempt: 0,
  retryInMs: null,
  waitReason: null,
  lastClose: null,
};

/** A store of the connection state that only the channel writes. */
export interface ConnectionStateStore {
  readonly $state: ReadableAtom<RealtimeConnectionState>;
  /** Current state. */
  get(): RealtimeConnectionState;
  /** Replaces some fields of the state. */
  patch(change: Partial<RealtimeConnectionState>): void;
}

/** Creates the connection-state store, starting idle. */
export function createConnectionStateStore(): ConnectionStateStore {
  const $state: WritableAtom<RealtimeConnectionState> = atom<RealtimeConnectionState>(INITIAL_CONNECTION_STATE);
  return {
    $state,
    get: () => $state.get(),
    patch(change) {
      $state.set({ ...$state.get(), ...change });
    },
  };
}
