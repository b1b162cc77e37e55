import { useId, useLayoutEffect, useReducer, useRef } from 'react';
import { mdiPause, mdiPlay, mdiSkipNext, mdiSkipPrevious, mdiStepBackward, mdiStepForward } from '@mdi/js';
import { HISTORY_PLAYBACK_SPEEDS } from '../../sdk/catalogues/timewindow.js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { formatDateTime } from '../time-window/format.logic.js';
import { createPlayback, playbackInterval, playbackReducer, type PlaybackAction, type PlaybackSpeed } from '../time-window/history-playback.logic.js';
import { FIELD_LOOK } from '../time-window/styles.js';

/** Props of {@link HistoryPlayback}. */
export interface HistoryPlaybackProps {
  /** First instant of the history, epoch milliseconds. */
  minTime?: number;
  /** Last instant of the history, epoch milliseconds. */
  maxTime?: number;
  /** Time advanced per step in milliseconds; default 1000. */
  step?: number;
  /** Instants next and previous jump between (epoch milliseconds); without them they move one step. */
  anchors?: number[] | null;
  /** IANA zone whose clock shows the current time; default the browser's time. */
  timezone?: string | null;
  /** Disables the controls. */
  disabled?: boolean;
  /** Called with the time shown after a person played, stepped, jumped or moved the slider. */
  onTimeChange?: (detail: { time: number }) => void;
}

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-control transition-colors duration-fast hover:bg-surface-hover hover:text-text disabled:pointer-events-none disabled:opacity-40';

/**
 * History playback: play and pause (one step per tick, 1000 ms divided by the speed), start, previous,
 * next and end (all pause; with anchors previous and next jump between them), a position slider and
 * the speeds 1, 5, 10 and 25.
 */
export function HistoryPlayback({ minTime = 0, maxTime = 0, step, anchors, timezone = null, disabled = false, onTimeChange }: HistoryPlaybackProps) {
  const t = useTranslate();
  const id = useId();
  const options = { minTime, maxTime, step, anchors: anchors ?? [] };
  const [state, dispatch] = useReducer(playbackReducer, options, createPlayback);
  const reported = useRef(state.current);
  const key = JSON.stringify(options);
  const lastKey = useRef(key);
  useLayoutEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    // A new history from the page starts at its beginning without reporting a move.
    reported.current = minTime;
    dispatch({ type: 'seek', time: minTime });
  }, [key, minTime]);

  // Layout effects: the move is reported and the next tick timed as the state renders, under React as under
  // Preact, whose plain effects wait until after the next paint.
  const { current } = state;
  useLayoutEffect(() => {
    if (reported.current === current) return;
    reported.current = current;
    onTimeChange?.({ time: current });
  }, [current, onTimeChange]);

  useLayoutEffect(() => {
    if (!state.playing) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), playbackInterval(state));
    return () => clearTimeout(timer);
  }, [state]);

  const act = (action: PlaybackAction) => dispatch(action);
  const button = (label: string, path: string, action: PlaybackAction, mirror = false, primary = false) => (
    <button type="button" aria-label={label} title={label} disabled={disabled} className={`${ICON_BUTTON} ${primary ? 'text-accent' : 'text-text-muted'}`} onClick={() => act(action)}>
      <Icon path={path} mirrorInRtl={mirror} />
    </button>
  );

  return (
    <div role="group" aria-label={t('playback.playback')} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-text">
      <div className="flex items-center">
        {button(t('playback.start'), mdiSkipPrevious, { type: 'start' }, true)}
        {button(t('playback.previous'), mdiStepBackward, { type: 'previous' }, true)}
        {state.playing
          ? button(t('playback.pause'), mdiPause, { type: 'pause' }, false, true)
          : button(t('playback.play'), mdiPlay, { type: 'play' }, true, true)}
        {button(t('playback.next'), mdiStepForward, { type: 'next' }, true)}
        {button(t('playback.end'), mdiSkipNext, { type: 'end' }, true)}
      </div>
      <input
        type="range"
        part="slider"
        aria-label={t('playback.position')}
        aria-valuetext={formatDateTime(state.current, timezone || null)}
        min={state.minTime}
        max={state.maxTime}
        step={state.step}
        value={state.current}
        disabled={disabled}
        onChange={(e) => act({ type: 'seek', time: Number(e.target.value) })}
        className="h-control min-w-32 flex-1 accent-accent"
      />
      <output part="time" htmlFor={`${id}-speed`} aria-live="off" className="tabular-nums text-text-muted">
        {formatDateTime(state.current, timezone || null)}
      </output>
      <select
        id={`${id}-speed`}
        part="speed"
        aria-label={t('playback.speed')}
        disabled={disabled}
        value={state.speed}
        onChange={(e) => act({ type: 'speed', speed: Number(e.target.value) as PlaybackSpeed })}
        className={`${FIELD_LOOK} w-20`}
      >
        {HISTORY_PLAYBACK_SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {`${speed}×`}
          </option>
        ))}
      </select>
    </div>
  );
}
