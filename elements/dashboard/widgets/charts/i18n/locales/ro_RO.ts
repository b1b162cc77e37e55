import type { ChartsMessages } from '../messages.js';

/** Română. */
export default {
  empty: {
    'no-data': 'Nu există date în această fereastră de timp',
    'no-values': 'Încă nu există valori de afișat',
    loading: 'Se încarcă graficul',
  },
  chart: {
    label: 'Grafic pentru {{series}}',
    'zoom-hint': 'Trageți peste grafic pentru a mări acea perioadă.',
  },
  legend: {
    caption: 'Legendă',
    series: 'Serie',
    min: 'Min.',
    max: 'Max.',
    avg: 'Medie',
    total: 'Total',
    latest: 'Ultima',
    toggle: 'Afișați sau ascundeți această serie',
  },
  bars: {
    label: 'Grafic cu bare al ultimelor valori',
  },
  pie: {
    label: 'Grafic circular al ultimelor valori',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
