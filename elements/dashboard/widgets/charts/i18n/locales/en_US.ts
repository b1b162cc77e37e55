/** English (United States): the chart widgets' messages, the reference every other language is checked against. */
export default {
  empty: {
    'no-data': 'No data in this time window',
    'no-values': 'No values to show yet',
    loading: 'Loading chart',
  },
  chart: {
    label: 'Chart of {{series}}',
    'zoom-hint': 'Drag across the chart to zoom into that period.',
  },
  legend: {
    caption: 'Legend',
    series: 'Series',
    min: 'Min',
    max: 'Max',
    avg: 'Avg',
    total: 'Total',
    latest: 'Latest',
    toggle: 'Show or hide this series',
  },
  bars: {
    label: 'Bar chart of the latest values',
  },
  pie: {
    label: 'Pie chart of the latest values',
    share: '{{percent}} %',
  },
};
