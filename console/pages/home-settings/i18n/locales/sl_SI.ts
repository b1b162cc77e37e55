import type { HomeSettingsMessages } from '../messages.js';

/** Slovenščina. */
export default {
  intro: "Izberite nadzorno ploščo, ki jo uporabniki najemnika vidijo kot domačo stran.",
  dashboard: "Domača nadzorna plošča",
  "dashboard-hint": "Pustite prazno, če ne želite domače nadzorne plošče.",
  "hide-toolbar": "Skrij orodno vrstico nadzorne plošče",
  saved: "Nastavitve domače strani so shranjene.",
  cleared: "Nastavitve domače strani so shranjene: brez domače nadzorne plošče.",
  "load-failed": "Nastavitev domače strani ni bilo mogoče naložiti.",
} satisfies HomeSettingsMessages;
