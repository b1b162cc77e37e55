import type { ChartsMessages } from '../messages.js';

/** 한국어. */
export default {
  empty: {
    'no-data': '이 시간 범위에 데이터가 없습니다',
    'no-values': '아직 표시할 값이 없습니다',
    loading: '차트를 불러오는 중',
  },
  chart: {
    label: '{{series}} 차트',
    'zoom-hint': '차트 위를 드래그하여 해당 기간을 확대합니다.',
  },
  legend: {
    caption: '범례',
    series: '계열',
    min: '최소',
    max: '최대',
    avg: '평균',
    total: '합계',
    latest: '최근',
    toggle: '이 계열 표시 또는 숨기기',
  },
  bars: {
    label: '최근 값 막대 차트',
  },
  pie: {
    label: '최근 값 원형 차트',
    share: '{{percent}}%',
  },
} satisfies ChartsMessages;
