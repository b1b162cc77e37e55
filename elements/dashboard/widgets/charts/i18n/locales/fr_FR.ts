import type { ChartsMessages } from '../messages.js';

/** Français. */
export default {
  empty: {
    'no-data': 'Aucune donnée dans cette fenêtre de temps',
    'no-values': 'Aucune valeur à afficher pour le moment',
    loading: 'Chargement du graphique',
  },
  chart: {
    label: 'Graphique de {{series}}',
    'zoom-hint': 'Faites glisser sur le graphique pour zoomer sur cette période.',
  },
  legend: {
    caption: 'Légende',
    series: 'Série',
    min: 'Min.',
    max: 'Max.',
    avg: 'Moy.',
    total: 'Total',
    latest: 'Dernière',
    toggle: 'Afficher ou masquer cette série',
  },
  bars: {
    label: 'Graphique à barres des dernières valeurs',
  },
  pie: {
    label: 'Graphique circulaire des dernières valeurs',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
