import type { DashboardMessages } from '../messages.js';

/** Français. */
export default {
  widget: {
    loading: "Chargement de {{title}}",
    'no-entities': "L’alias de ce widget ne correspond à aucune entité.",
    'unknown-alias': "Ce widget lit un alias d’entité que le tableau de bord n’a pas.",
    'no-state-entity': "Ce widget affiche l’entité de l’état du tableau de bord, et aucune n’est sélectionnée.",
    'function-source': "Les sources de données générées (fonctions) ne sont pas encore calculées dans cette console.",
    'no-datasource': "Ce widget n’a pas de source de données.",
    'subscription-failed': "Les données n’ont pas pu être chargées : {{message}}",
    unsupported: "Pas encore de vue native pour {{type}}.",
    'view-failed': "La vue de ce widget n’a pas pu être chargée.",
    'no-target-device': "Ce widget n’a pas d’appareil cible.",
    untitled: "Widget",
  },
  toolbar: {
    back: "Revenir à l’état précédent",
    states: "États du tableau de bord",
  },
  view: {
    'empty-state': "Cet état du tableau de bord n’a aucun widget.",
    'right-layout': "Panneau latéral",
  },
  page: {
    loading: "Chargement du tableau de bord",
    'not-found': "Tableau de bord introuvable",
    'not-found-text': "Le tableau de bord n’existe pas ou a été supprimé.",
    forbidden: "Vous ne pouvez pas ouvrir ce tableau de bord",
    'forbidden-text': "Ce tableau de bord ne vous est pas attribué. Demandez l’accès à son propriétaire.",
    'load-failed': "Le tableau de bord n’a pas pu être chargé",
    retry: "Réessayer",
    'back-to-dashboards': "Retour aux tableaux de bord",
  },
  embed: {
    'no-dashboard-id': "Définissez l’attribut dashboard-id pour choisir le tableau de bord à afficher.",
    'signed-out': "Le serveur demande une connexion : donnez à l’élément une paire de jetons, un fournisseur de jetons ou un id public.",
    'sign-in-failed': "La connexion au serveur a échoué : {{message}}",
    'load-failed': "Le serveur a répondu : {{message}}",
    'no-widget-id': "Définissez l’attribut widget-id pour choisir le widget à afficher.",
    'widget-not-found': "Le tableau de bord n’a aucun widget avec l’id {{widgetId}}.",
    'widget-failed': "Le widget n’a pas pu être chargé",
  },
} satisfies DashboardMessages;
