import { createKitElement } from '../core/define-element.js';
import { HistoryPlayback } from './history-playback.js';

/**
 * `<tb-history-playback min-time="…" max-time="…" step="1000" anchors="[…]" timezone="Europe/Berlin" disabled>`;
 * fires `tb-time-change` with `{ time }` whenever the shown time moves (playing, stepping, the slider).
 */
export const HistoryPlaybackElement = createKitElement(HistoryPlayback, {
  props: { minTime: 'number', maxTime: 'number', step: 'number', anchors: 'json', timezone: 'string', disabled: 'boolean' },
  events: { 'tb-time-change': 'onTimeChange' },
});
