import type { ChartsMessages } from '../messages.js';

/** Italiano. */
export default {
  empty: {
    'no-data': 'Nessun dato in questa finestra temporale',
    'no-values': 'Ancora nessun valore da mostrare',
    loading: 'Caricamento del grafico',
  },
  chart: {
    label: 'Grafico di {{series}}',
    'zoom-hint': 'Trascina sul grafico per ingrandire quel periodo.',
  },
  legend: {
    caption: 'Legenda',
    series: 'Serie',
    min: 'Min',
    max: 'Max',
    avg: 'Media',
    total: 'Totale',
    latest: 'Ultimo',
    toggle: 'Mostra o nascondi questa serie',
  },
  bars: {
    label: 'Grafico a barre degli ultimi valori',
  },
  pie: {
    label: 'Grafico a torta degli ultimi valori',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
