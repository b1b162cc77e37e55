import type { ChartsMessages } from '../messages.js';

/** 繁體中文. */
export default {
  empty: {
    'no-data': '此時間範圍內沒有資料',
    'no-values': '尚無可顯示的值',
    loading: '正在載入圖表',
  },
  chart: {
    label: '{{series}} 的圖表',
    'zoom-hint': '在圖表上拖曳以放大該時段。',
  },
  legend: {
    caption: '圖例',
    series: '系列',
    min: '最小',
    max: '最大',
    avg: '平均',
    total: '總計',
    latest: '最新',
    toggle: '顯示或隱藏此系列',
  },
  bars: {
    label: '最新值長條圖',
  },
  pie: {
    label: '最新值圓餅圖',
    share: '{{percent}}%',
  },
} satisfies ChartsMessages;
