import type { DashboardMessages } from '../messages.js';

/** Čeština. */
export default {
  widget: {
    loading: "Načítání {{title}}",
    'no-entities': "Alias tohoto widgetu neodpovídá žádné entitě.",
    'unknown-alias': "Tento widget čte alias entity, který dashboard nemá.",
    'no-state-entity': "Tento widget zobrazuje entitu stavu dashboardu a žádná není vybrána.",
    'function-source': "Generované (funkční) zdroje dat se v této konzoli zatím nepočítají.",
    'no-datasource': "Tento widget nemá žádný zdroj dat.",
    'subscription-failed': "Data se nepodařilo načíst: {{message}}",
    unsupported: "Pro {{type}} zatím neexistuje nativní zobrazení.",
    'view-failed': "Zobrazení tohoto widgetu se nepodařilo načíst.",
    'no-target-device': "Tento widget nemá cílové zařízení.",
    untitled: "Widget",
  },
  toolbar: {
    back: "Zpět na předchozí stav",
    states: "Stavy dashboardu",
  },
  view: {
    'empty-state': "Tento stav dashboardu nemá žádné widgety.",
    'right-layout': "Boční panel",
  },
  page: {
    loading: "Načítání dashboardu",
    'not-found': "Dashboard nenalezen",
    'not-found-text': "Dashboard neexistuje nebo byl smazán.",
    forbidden: "Tento dashboard nemůžete otevřít",
    'forbidden-text': "Dashboard vám není přiřazen. Požádejte jeho vlastníka o přístup.",
    'load-failed': "Dashboard se nepodařilo načíst",
    retry: "Zkusit znovu",
    'back-to-dashboards': "Zpět na dashboardy",
  },
  embed: {
    'no-dashboard-id': "Nastavte atribut dashboard-id a zvolte tak dashboard, který se má zobrazit.",
    'signed-out': "Server vyžaduje přihlášení: předejte prvku pár tokenů, poskytovatele tokenů nebo veřejné id.",
    'sign-in-failed': "Přihlášení k serveru selhalo: {{message}}",
    'load-failed': "Server odpověděl: {{message}}",
    'no-widget-id': "Nastavte atribut widget-id a zvolte tak widget, který se má zobrazit.",
    'widget-not-found': "Dashboard nemá žádný widget s id {{widgetId}}.",
    'widget-failed': "Widget se nepodařilo načíst",
  },
} satisfies DashboardMessages;
