import type { DashboardMessages } from '../messages.js';

/** Italiano. */
export default {
  widget: {
    loading: "Caricamento di {{title}}",
    'no-entities': "L’alias di questo widget non corrisponde ad alcuna entità.",
    'unknown-alias': "Questo widget legge un alias di entità che la dashboard non ha.",
    'no-state-entity': "Questo widget mostra l’entità dello stato della dashboard e non ne è selezionata nessuna.",
    'function-source': "Le sorgenti dati generate (funzioni) non sono ancora calcolate in questa console.",
    'no-datasource': "Questo widget non ha una sorgente dati.",
    'subscription-failed': "Impossibile caricare i dati: {{message}}",
    unsupported: "Non esiste ancora una vista nativa per {{type}}.",
    'view-failed': "Impossibile caricare la vista di questo widget.",
    'no-target-device': "Questo widget non ha un dispositivo di destinazione.",
    untitled: "Widget",
  },
  toolbar: {
    back: "Torna allo stato precedente",
    states: "Stati della dashboard",
  },
  view: {
    'empty-state': "Questo stato della dashboard non ha widget.",
    'right-layout': "Pannello laterale",
  },
  page: {
    loading: "Caricamento della dashboard",
    'not-found': "Dashboard non trovata",
    'not-found-text': "La dashboard non esiste o è stata eliminata.",
    forbidden: "Non puoi aprire questa dashboard",
    'forbidden-text': "La dashboard non ti è assegnata. Chiedi l’accesso al suo proprietario.",
    'load-failed': "Impossibile caricare la dashboard",
    retry: "Riprova",
    'back-to-dashboards': "Torna alle dashboard",
  },
  embed: {
    'no-dashboard-id': "Imposta l'attributo dashboard-id per scegliere la dashboard da mostrare.",
    'signed-out': "Il server chiede di accedere: fornisci all'elemento una coppia di token, un fornitore di token o un id pubblico.",
    'sign-in-failed': "Accesso al server non riuscito: {{message}}",
    'load-failed': "Il server ha risposto: {{message}}",
    'no-widget-id': "Imposta l'attributo widget-id per scegliere il widget da mostrare.",
    'widget-not-found': "La dashboard non ha alcun widget con id {{widgetId}}.",
    'widget-failed': "Impossibile caricare il widget",
  },
} satisfies DashboardMessages;
