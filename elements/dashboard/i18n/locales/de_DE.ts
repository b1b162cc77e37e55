import type { DashboardMessages } from '../messages.js';

/** Deutsch. */
export default {
  widget: {
    loading: "{{title}} wird geladen",
    'no-entities': "Der Alias dieses Widgets trifft auf keine Entität zu.",
    'unknown-alias': "Dieses Widget liest einen Entitäts-Alias, den das Dashboard nicht hat.",
    'no-state-entity': "Dieses Widget zeigt die Entität des Dashboard-Zustands, und es ist keine ausgewählt.",
    'function-source': "Generierte (Funktions-)Datenquellen werden in dieser Konsole noch nicht berechnet.",
    'no-datasource': "Dieses Widget hat keine Datenquelle.",
    'subscription-failed': "Die Daten konnten nicht geladen werden: {{message}}",
    unsupported: "Für {{type}} gibt es noch keine native Ansicht.",
    'view-failed': "Die Ansicht dieses Widgets konnte nicht geladen werden.",
    'no-target-device': "Dieses Widget hat kein Zielgerät.",
    untitled: "Widget",
  },
  toolbar: {
    back: "Zurück zum vorigen Zustand",
    states: "Dashboard-Zustände",
  },
  view: {
    'empty-state': "Dieser Dashboard-Zustand hat keine Widgets.",
    'right-layout': "Seitenbereich",
  },
  page: {
    loading: "Dashboard wird geladen",
    'not-found': "Dashboard nicht gefunden",
    'not-found-text': "Das Dashboard existiert nicht oder wurde gelöscht.",
    forbidden: "Sie dürfen dieses Dashboard nicht öffnen",
    'forbidden-text': "Das Dashboard ist Ihnen nicht zugewiesen. Bitten Sie seinen Eigentümer um Zugriff.",
    'load-failed': "Das Dashboard konnte nicht geladen werden",
    retry: "Erneut versuchen",
    'back-to-dashboards': "Zurück zu den Dashboards",
  },
  embed: {
    'no-dashboard-id': "Setzen Sie das Attribut dashboard-id, um das anzuzeigende Dashboard zu wählen.",
    'signed-out': "Der Server verlangt eine Anmeldung: Geben Sie dem Element ein Token-Paar, einen Token-Anbieter oder eine öffentliche ID.",
    'sign-in-failed': "Die Anmeldung am Server ist fehlgeschlagen: {{message}}",
    'load-failed': "Der Server antwortete: {{message}}",
    'no-widget-id': "Setzen Sie das Attribut widget-id, um das anzuzeigende Widget zu wählen.",
    'widget-not-found': "Das Dashboard hat kein Widget mit der ID {{widgetId}}.",
    'widget-failed': "Das Widget konnte nicht geladen werden",
  },
} satisfies DashboardMessages;
