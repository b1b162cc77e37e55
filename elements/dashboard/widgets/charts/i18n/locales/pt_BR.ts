import type { ChartsMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  empty: {
    'no-data': 'Sem dados nesta janela de tempo',
    'no-values': 'Ainda não há valores para mostrar',
    loading: 'Carregando gráfico',
  },
  chart: {
    label: 'Gráfico de {{series}}',
    'zoom-hint': 'Arraste sobre o gráfico para ampliar esse período.',
  },
  legend: {
    caption: 'Legenda',
    series: 'Série',
    min: 'Mín.',
    max: 'Máx.',
    avg: 'Média',
    total: 'Total',
    latest: 'Último',
    toggle: 'Mostrar ou ocultar esta série',
  },
  bars: {
    label: 'Gráfico de barras dos últimos valores',
  },
  pie: {
    label: 'Gráfico de pizza dos últimos valores',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
