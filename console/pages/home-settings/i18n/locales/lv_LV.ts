import type { HomeSettingsMessages } from '../messages.js';

/** Latviešu. */
export default {
  intro: "Izvēlieties informācijas paneli, ko nomnieka lietotāji redz kā sākumlapu.",
  dashboard: "Sākuma informācijas panelis",
  "dashboard-hint": "Atstājiet tukšu, lai nebūtu sākuma informācijas paneļa.",
  "hide-toolbar": "Paslēpt informācijas paneļa rīkjoslu",
  saved: "Sākuma iestatījumi saglabāti.",
  cleared: "Sākuma iestatījumi saglabāti: bez sākuma informācijas paneļa.",
  "load-failed": "Sākuma iestatījumus neizdevās ielādēt.",
} satisfies HomeSettingsMessages;
