import type { ChartsMessages } from '../messages.js';

/** Slovenščina. */
export default {
  empty: {
    'no-data': 'V tem časovnem oknu ni podatkov',
    'no-values': 'Vrednosti za prikaz še ni',
    loading: 'Nalaganje grafikona',
  },
  chart: {
    label: 'Grafikon: {{series}}',
    'zoom-hint': 'Povlecite čez grafikon, da povečate to obdobje.',
  },
  legend: {
    caption: 'Legenda',
    series: 'Niz',
    min: 'Min.',
    max: 'Maks.',
    avg: 'Povpr.',
    total: 'Skupaj',
    latest: 'Zadnja',
    toggle: 'Prikaži ali skrij ta niz',
  },
  bars: {
    label: 'Stolpčni grafikon zadnjih vrednosti',
  },
  pie: {
    label: 'Tortni grafikon zadnjih vrednosti',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
