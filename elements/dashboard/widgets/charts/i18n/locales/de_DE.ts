import type { ChartsMessages } from '../messages.js';

/** Deutsch. */
export default {
  empty: {
    'no-data': 'Keine Daten in diesem Zeitfenster',
    'no-values': 'Noch keine Werte vorhanden',
    loading: 'Diagramm wird geladen',
  },
  chart: {
    label: 'Diagramm von {{series}}',
    'zoom-hint': 'Ziehen Sie über das Diagramm, um diesen Zeitraum zu vergrößern.',
  },
  legend: {
    caption: 'Legende',
    series: 'Reihe',
    min: 'Min.',
    max: 'Max.',
    avg: 'Mittel',
    total: 'Summe',
    latest: 'Letzter',
    toggle: 'Diese Reihe ein- oder ausblenden',
  },
  bars: {
    label: 'Balkendiagramm der letzten Werte',
  },
  pie: {
    label: 'Kreisdiagramm der letzten Werte',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
