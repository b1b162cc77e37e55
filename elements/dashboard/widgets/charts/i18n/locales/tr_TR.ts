import type { ChartsMessages } from '../messages.js';

/** Türkçe. */
export default {
  empty: {
    'no-data': 'Bu zaman aralığında veri yok',
    'no-values': 'Henüz gösterilecek değer yok',
    loading: 'Grafik yükleniyor',
  },
  chart: {
    label: '{{series}} grafiği',
    'zoom-hint': 'O dönemi yakınlaştırmak için grafiğin üzerinde sürükleyin.',
  },
  legend: {
    caption: 'Gösterge',
    series: 'Seri',
    min: 'En az',
    max: 'En çok',
    avg: 'Ort.',
    total: 'Toplam',
    latest: 'Son',
    toggle: 'Bu seriyi göster veya gizle',
  },
  bars: {
    label: 'Son değerlerin çubuk grafiği',
  },
  pie: {
    label: 'Son değerlerin pasta grafiği',
    share: '%{{percent}}',
  },
} satisfies ChartsMessages;
