import type { HomeSettingsMessages } from '../messages.js';

/** Čeština. */
export default {
  intro: "Vyberte dashboard, který uživatelé tenanta uvidí jako domovskou stránku.",
  dashboard: "Domovský dashboard",
  "dashboard-hint": "Ponechte prázdné, pokud nechcete žádný domovský dashboard.",
  "hide-toolbar": "Skrýt panel nástrojů dashboardu",
  saved: "Nastavení domovské stránky uloženo.",
  cleared: "Nastavení domovské stránky uloženo: bez domovského dashboardu.",
  "load-failed": "Nastavení domovské stránky se nepodařilo načíst.",
} satisfies HomeSettingsMessages;
