import type { ChartsMessages } from '../messages.js';

/** Русский. */
export default {
  empty: {
    'no-data': 'Нет данных в этом временном окне',
    'no-values': 'Пока нет значений для показа',
    loading: 'Загрузка графика',
  },
  chart: {
    label: 'График: {{series}}',
    'zoom-hint': 'Проведите по графику, чтобы увеличить этот период.',
  },
  legend: {
    caption: 'Легенда',
    series: 'Ряд',
    min: 'Мин.',
    max: 'Макс.',
    avg: 'Сред.',
    total: 'Сумма',
    latest: 'Последнее',
    toggle: 'Показать или скрыть этот ряд',
  },
  bars: {
    label: 'Столбчатая диаграмма последних значений',
  },
  pie: {
    label: 'Круговая диаграмма последних значений',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
