import type { ChartsMessages } from '../messages.js';

/** فارسی. */
export default {
  empty: {
    'no-data': 'در این بازه زمانی داده‌ای نیست',
    'no-values': 'هنوز مقداری برای نمایش نیست',
    loading: 'در حال بارگذاری نمودار',
  },
  chart: {
    label: 'نمودار {{series}}',
    'zoom-hint': 'برای بزرگ‌نمایی یک بازه، روی نمودار بکشید.',
  },
  legend: {
    caption: 'راهنما',
    series: 'سری',
    min: 'کمینه',
    max: 'بیشینه',
    avg: 'میانگین',
    total: 'مجموع',
    latest: 'آخرین',
    toggle: 'نمایش یا پنهان کردن این سری',
  },
  bars: {
    label: 'نمودار میله‌ای آخرین مقادیر',
  },
  pie: {
    label: 'نمودار دایره‌ای آخرین مقادیر',
    share: '{{percent}}٪',
  },
} satisfies ChartsMessages;
