import { HISTORY_PLAYBACK_SPEEDS, HISTORY_PLAYBACK_STEP_MS, playbackTickMs } from '../../sdk/catalogues/timewindow.js';

/** One playback speed of {@link HISTORY_PLAYBACK_SPEEDS}. */
export type PlaybackSpeed = (typeof HISTORY_PLAYBACK_SPEEDS)[number];

/** State of the history playback selector. */
export interface PlaybackState {
  playing: boolean;
  /** Time shown now. */
  current: number;
  minTime: number;
  maxTime: number;
  /** Time advanced per step; default 1000 ms. */
  step: number;
  speed: PlaybackSpeed;
  /** Times next and previous jump between, ascending; empty for plain steps. */
  anchors: number[];
}

/** What the playback controls and the timer do. */
export type PlaybackAction =
  | { type: 'play' | 'pause' | 'tick' | 'next' | 'previous' | 'start' | 'end' }
  | { type: 'speed'; speed: PlaybackSpeed }
  | { type: 'seek'; time: number };

/** Options of {@link createPlayback}. */
export interface PlaybackOptions {
  minTime: number;
  maxTime: number;
  step?: number;
  speed?: PlaybackSpeed;
  anchors?: readonly number[];
}

/** A paused playback at its start, stepping 1000 ms at speed 1 unless told otherwise. */
export function createPlayback(options: PlaybackOptions): PlaybackState {
  const maxTime = Math.max(options.maxTime, options.minTime);
  return {
    playing: false,
    current: options.minTime,
    minTime: options.minTime,
    maxTime,
    step: options.step && options.step > 0 ? options.step : HISTORY_PLAYBACK_STEP_MS,
    speed: options.speed ?? 1,
    anchors: [...(options.anchors ?? [])].filter((t) => t >= options.minTime && t <= maxTime).sort((a, b) => a - b),
  };
}

/** Milliseconds between ticks while playing: 1000 divided by the speed. */
export function playbackInterval(state: PlaybackState): number {
  return playbackTickMs(state.speed);
}

function clampTime(state: PlaybackState, time: number): number {
  return Math.min(Math.max(time, state.minTime), state.maxTime);
}

function nextTime(state: PlaybackState): number {
  if (!state.anchors.length) return clampTime(state, state.current + state.step);
  return state.anchors.find((t) => t > state.current) ?? state.maxTime;
}

function previousTime(state: PlaybackState): number {
  if (!state.anchors.length) return clampTime(state, state.current - state.step);
  return [...state.anchors].reverse().find((t) => t < state.current) ?? state.minTime;
}

/**
 * The playback after an action: play starts (from the beginning when at the end); a tick advances one
 * step and stops after the last; pause, next, previous, start and end all pause, and with anchors next
 * and previous jump to the neighbouring anchor time.
 */
export function playbackReducer(state: PlaybackState, action: PlaybackAction): PlaybackState {
  switch (action.type) {
    case 'play':
      return { ...state, playing: true, current: state.current >= state.maxTime ? state.minTime : state.current };
    case 'tick': {
      if (!state.playing) return state;
      const current = clampTime(state, state.current + state.step);
      return { ...state, current, playing: current < state.maxTime };
    }
    case 'pause': return { ...state, playing: false };
    case 'next': return { ...state, playing: false, current: nextTime(state) };
    case 'previous': return { ...state, playing: false, current: previousTime(state) };
    case 'start': return { ...state, playing: false, current: state.minTime };
    case 'end': return { ...state, playing: false, current: state.maxTime };
    case 'speed': return HISTORY_PLAYBACK_SPEEDS.includes(action.speed) ? { ...state, speed: action.speed } : state;
    case 'seek': return { ...state, current: clampTime(state, action.time) };
  }
}
