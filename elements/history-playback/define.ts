import { defineKitElement } from '../core/define-element.js';
import { HistoryPlaybackElement } from './element.js';

defineKitElement('tb-history-playback', HistoryPlaybackElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-history-playback': HTMLElement & {
      minTime: number;
      maxTime: number;
      step: number | null;
      anchors: number[] | null;
      timezone: string | null;
      disabled: boolean;
    };
  }
}
