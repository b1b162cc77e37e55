import type { ChartsMessages } from '../messages.js';

/** Español. */
export default {
  empty: {
    'no-data': 'No hay datos en esta ventana de tiempo',
    'no-values': 'Todavía no hay valores que mostrar',
    loading: 'Cargando gráfico',
  },
  chart: {
    label: 'Gráfico de {{series}}',
    'zoom-hint': 'Arrastre sobre el gráfico para ampliar ese periodo.',
  },
  legend: {
    caption: 'Leyenda',
    series: 'Serie',
    min: 'Mín.',
    max: 'Máx.',
    avg: 'Media',
    total: 'Total',
    latest: 'Último',
    toggle: 'Mostrar u ocultar esta serie',
  },
  bars: {
    label: 'Gráfico de barras de los últimos valores',
  },
  pie: {
    label: 'Gráfico circular de los últimos valores',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
