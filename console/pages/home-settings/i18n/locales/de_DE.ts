import type { HomeSettingsMessages } from '../messages.js';

/** Deutsch. */
export default {
  intro: "Wählen Sie das Dashboard, das den Benutzern des Mandanten als Startseite angezeigt wird.",
  dashboard: "Start-Dashboard",
  "dashboard-hint": "Leer lassen, um kein Start-Dashboard festzulegen.",
  "hide-toolbar": "Symbolleiste des Dashboards ausblenden",
  saved: "Starteinstellungen gespeichert.",
  cleared: "Starteinstellungen gespeichert: kein Start-Dashboard.",
  "load-failed": "Die Starteinstellungen konnten nicht geladen werden.",
} satisfies HomeSettingsMessages;
