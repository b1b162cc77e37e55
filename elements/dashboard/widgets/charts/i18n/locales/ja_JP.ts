import type { ChartsMessages } from '../messages.js';

/** 日本語. */
export default {
  empty: {
    'no-data': 'この期間にはデータがありません',
    'no-values': '表示する値はまだありません',
    loading: 'グラフを読み込み中',
  },
  chart: {
    label: '{{series}} のグラフ',
    'zoom-hint': 'グラフ上をドラッグすると、その期間を拡大します。',
  },
  legend: {
    caption: '凡例',
    series: '系列',
    min: '最小',
    max: '最大',
    avg: '平均',
    total: '合計',
    latest: '最新',
    toggle: 'この系列の表示・非表示を切り替え',
  },
  bars: {
    label: '最新値の棒グラフ',
  },
  pie: {
    label: '最新値の円グラフ',
    share: '{{percent}}%',
  },
} satisfies ChartsMessages;
