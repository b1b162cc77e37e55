import type { ChartsMessages } from '../messages.js';

/** Čeština. */
export default {
  empty: {
    'no-data': 'V tomto časovém okně nejsou žádná data',
    'no-values': 'Zatím nejsou žádné hodnoty k zobrazení',
    loading: 'Načítání grafu',
  },
  chart: {
    label: 'Graf: {{series}}',
    'zoom-hint': 'Tažením přes graf přiblížíte toto období.',
  },
  legend: {
    caption: 'Legenda',
    series: 'Řada',
    min: 'Min.',
    max: 'Max.',
    avg: 'Průměr',
    total: 'Celkem',
    latest: 'Poslední',
    toggle: 'Zobrazit nebo skrýt tuto řadu',
  },
  bars: {
    label: 'Sloupcový graf posledních hodnot',
  },
  pie: {
    label: 'Koláčový graf posledních hodnot',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
