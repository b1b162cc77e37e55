import type { ChartsMessages } from '../messages.js';

/** ქართული. */
export default {
  empty: {
    'no-data': 'ამ დროის ფანჯარაში მონაცემები არ არის',
    'no-values': 'საჩვენებელი მნიშვნელობები ჯერ არ არის',
    loading: 'დიაგრამა იტვირთება',
  },
  chart: {
    label: 'დიაგრამა: {{series}}',
    'zoom-hint': 'გადაათრიეთ დიაგრამაზე ამ პერიოდის გასადიდებლად.',
  },
  legend: {
    caption: 'ლეგენდა',
    series: 'სერია',
    min: 'მინ.',
    max: 'მაქს.',
    avg: 'საშ.',
    total: 'ჯამი',
    latest: 'ბოლო',
    toggle: 'ამ სერიის ჩვენება ან დამალვა',
  },
  bars: {
    label: 'ბოლო მნიშვნელობების სვეტოვანი დიაგრამა',
  },
  pie: {
    label: 'ბოლო მნიშვნელობების წრიული დიაგრამა',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
