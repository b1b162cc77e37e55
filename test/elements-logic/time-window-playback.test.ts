import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  createPlayback,
  playbackInterval,
  playbackReducer,
  type PlaybackAction,
  type PlaybackState,
} from '../../elements/time-window/history-playback.logic.js';

const T0 = Date.UTC(2026, 10, 24);

function run(state: PlaybackState, ...actions: PlaybackAction['type'][]): PlaybackState {
  return actions.reduce((s, type) => playbackReducer(s, { type } as PlaybackAction), state);
}

describe('history playback', () => {
  it('starts paused at the start, stepping 1000 ms at speed 1', () => {
    const state = createPlayback({ minTime: T0, maxTime: T0 + 5000 });
    assert.deepEqual(state, { playing: false, current: T0, minTime: T0, maxTime: T0 + 5000, step: 1000, speed: 1, anchors: [] });
  });

  it('ticks every 1000 ms divided by the speed: 1000, 200, 100 and 40 ms for 1, 5, 10 and 25', () => {
    const state = createPlayback({ minTime: T0, maxTime: T0 + 5000 });
    const ticks = ([1, 5, 10, 25] as const).map((speed) => playbackInterval(playbackReducer(state, { type: 'speed', speed })));
    assert.deepEqual(ticks, [1000, 200, 100, 40]);
  });

  it('ignores speeds outside 1, 5, 10 and 25', () => {
    const state = createPlayback({ minTime: T0, maxTime: T0 + 5000 });
    assert.equal(playbackReducer(state, { type: 'speed', speed: 3 as never }).speed, 1);
  });

  it('advances one step per tick while playing and stops after the last step', () => {
    const state = createPlayback({ minTime: T0, maxTime: T0 + 2500 });
    assert.equal(run(state, 'tick').current, T0);
    const playing = run(state, 'play', 'tick');
    assert.deepEqual([playing.playing, playing.current], [true, T0 + 1000]);
    const last = run(playing, 'tick', 'tick');
    assert.deepEqual([last.playing, last.current], [false, T0 + 2500]);
    assert.equal(run(last, 'tick').current, T0 + 2500);
  });

  it('plays again from the start once at the end', () => {
    const state = run(createPlayback({ minTime: T0, maxTime: T0 + 2000 }), 'end', 'play');
    assert.deepEqual([state.playing, state.current], [true, T0]);
  });

  it('pauses on pause, next, previous, start and end', () => {
    const playing = run(createPlayback({ minTime: T0, maxTime: T0 + 10_000 }), 'play', 'tick', 'tick');
    for (const type of ['pause', 'next', 'previous', 'start', 'end'] as const) {
      assert.equal(run(playing, type).playing, false, type);
    }
    assert.equal(run(playing, 'next').current, T0 + 3000);
    assert.equal(run(playing, 'previous').current, T0 + 1000);
    assert.equal(run(playing, 'start').current, T0);
    assert.equal(run(playing, 'end').current, T0 + 10_000);
  });

  it('jumps next and previous to the neighbouring anchors', () => {
    const anchors = [T0 + 7000, T0 + 2000, T0 + 4500, T0 + 99_000];
    const state = createPlayback({ minTime: T0, maxTime: T0 + 10_000, anchors });
    assert.deepEqual(state.anchors, [T0 + 2000, T0 + 4500, T0 + 7000]);
    assert.equal(run(state, 'next').current, T0 + 2000);
    assert.equal(run(state, 'next', 'next').current, T0 + 4500);
    assert.equal(run(state, 'next', 'next', 'next', 'next').current, T0 + 10_000);
    assert.equal(run(state, 'end', 'previous').current, T0 + 7000);
    assert.equal(run(state, 'next', 'previous').current, T0);
    assert.equal(run(state, 'play', 'tick').current, T0 + 1000);
  });

  it('keeps steps and seeks inside the period', () => {
    const state = createPlayback({ minTime: T0, maxTime: T0 + 1500, step: 0 });
    assert.equal(state.step, 1000);
    assert.equal(run(state, 'previous').current, T0);
    assert.equal(playbackReducer(state, { type: 'seek', time: T0 + 99_999 }).current, T0 + 1500);
    assert.equal(createPlayback({ minTime: T0, maxTime: T0 - 5 }).maxTime, T0);
  });
});
