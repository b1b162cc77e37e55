import type { HomeSettingsMessages } from '../messages.js';

/** Italiano. */
export default {
  intro: "Scegli la dashboard mostrata come pagina iniziale agli utenti del tenant.",
  dashboard: "Dashboard iniziale",
  "dashboard-hint": "Lascia vuoto per non avere alcuna dashboard iniziale.",
  "hide-toolbar": "Nascondi la barra degli strumenti della dashboard",
  saved: "Impostazioni della home salvate.",
  cleared: "Impostazioni della home salvate: nessuna dashboard iniziale.",
  "load-failed": "Impossibile caricare le impostazioni della home.",
} satisfies HomeSettingsMessages;
