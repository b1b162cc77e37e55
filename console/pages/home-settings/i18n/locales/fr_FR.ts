import type { HomeSettingsMessages } from '../messages.js';

/** Français. */
export default {
  intro: "Choisissez le tableau de bord affiché comme page d’accueil des utilisateurs du locataire.",
  dashboard: "Tableau de bord d’accueil",
  "dashboard-hint": "Laissez vide pour ne définir aucun tableau de bord d’accueil.",
  "hide-toolbar": "Masquer la barre d’outils du tableau de bord",
  saved: "Paramètres d’accueil enregistrés.",
  cleared: "Paramètres d’accueil enregistrés : aucun tableau de bord d’accueil.",
  "load-failed": "Les paramètres d’accueil n’ont pas pu être chargés.",
} satisfies HomeSettingsMessages;
