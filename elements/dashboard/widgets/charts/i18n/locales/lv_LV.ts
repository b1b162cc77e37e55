import type { ChartsMessages } from '../messages.js';

/** Latviešu. */
export default {
  empty: {
    'no-data': 'Šajā laika logā nav datu',
    'no-values': 'Vēl nav vērtību, ko rādīt',
    loading: 'Ielādē diagrammu',
  },
  chart: {
    label: 'Diagramma: {{series}}',
    'zoom-hint': 'Velciet pāri diagrammai, lai tuvinātu šo periodu.',
  },
  legend: {
    caption: 'Leģenda',
    series: 'Sērija',
    min: 'Min.',
    max: 'Maks.',
    avg: 'Vid.',
    total: 'Kopā',
    latest: 'Pēdējā',
    toggle: 'Rādīt vai slēpt šo sēriju',
  },
  bars: {
    label: 'Pēdējo vērtību stabiņu diagramma',
  },
  pie: {
    label: 'Pēdējo vērtību sektoru diagramma',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
