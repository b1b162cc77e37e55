import type { ChartsMessages } from '../messages.js';

/** 简体中文. */
export default {
  empty: {
    'no-data': '此时间窗口内没有数据',
    'no-values': '暂无可显示的值',
    loading: '正在加载图表',
  },
  chart: {
    label: '{{series}} 的图表',
    'zoom-hint': '在图表上拖动以放大该时段。',
  },
  legend: {
    caption: '图例',
    series: '系列',
    min: '最小',
    max: '最大',
    avg: '平均',
    total: '合计',
    latest: '最新',
    toggle: '显示或隐藏此系列',
  },
  bars: {
    label: '最新值柱状图',
  },
  pie: {
    label: '最新值饼图',
    share: '{{percent}}%',
  },
} satisfies ChartsMessages;
