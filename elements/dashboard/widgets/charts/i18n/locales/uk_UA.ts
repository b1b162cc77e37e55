import type { ChartsMessages } from '../messages.js';

/** Українська. */
export default {
  empty: {
    'no-data': 'Немає даних у цьому часовому вікні',
    'no-values': 'Поки немає значень для показу',
    loading: 'Завантаження графіка',
  },
  chart: {
    label: 'Графік: {{series}}',
    'zoom-hint': 'Проведіть по графіку, щоб збільшити цей період.',
  },
  legend: {
    caption: 'Легенда',
    series: 'Ряд',
    min: 'Мін.',
    max: 'Макс.',
    avg: 'Сер.',
    total: 'Сума',
    latest: 'Останнє',
    toggle: 'Показати або приховати цей ряд',
  },
  bars: {
    label: 'Стовпчикова діаграма останніх значень',
  },
  pie: {
    label: 'Кругова діаграма останніх значень',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
