import type { DashboardMessages } from '../messages.js';

/** Română. */
export default {
  widget: {
    loading: "Se încarcă {{title}}",
    'no-entities': "Aliasul acestui widget nu corespunde niciunei entități.",
    'unknown-alias': "Acest widget citește un alias de entitate pe care tabloul de bord nu îl are.",
    'no-state-entity': "Acest widget arată entitatea stării tabloului de bord și nu este selectată niciuna.",
    'function-source': "Sursele de date generate (funcții) nu sunt încă calculate în această consolă.",
    'no-datasource': "Acest widget nu are sursă de date.",
    'subscription-failed': "Datele nu au putut fi încărcate: {{message}}",
    unsupported: "Încă nu există o vizualizare nativă pentru {{type}}.",
    'view-failed': "Vizualizarea acestui widget nu a putut fi încărcată.",
    'no-target-device': "Acest widget nu are dispozitiv țintă.",
    untitled: "Widget",
  },
  toolbar: {
    back: "Înapoi la starea anterioară",
    states: "Stările tabloului de bord",
  },
  view: {
    'empty-state': "Această stare a tabloului de bord nu are widgeturi.",
    'right-layout': "Panou lateral",
  },
  page: {
    loading: "Se încarcă tabloul de bord",
    'not-found': "Tabloul de bord nu a fost găsit",
    'not-found-text': "Tabloul de bord nu există sau a fost șters.",
    forbidden: "Nu aveți voie să deschideți acest tablou de bord",
    'forbidden-text': "Tabloul de bord nu vă este atribuit. Cereți acces proprietarului.",
    'load-failed': "Tabloul de bord nu a putut fi încărcat",
    retry: "Reîncercați",
    'back-to-dashboards': "Înapoi la tablourile de bord",
  },
  embed: {
    'no-dashboard-id': "Setați atributul dashboard-id pentru a alege panoul de afișat.",
    'signed-out': "Serverul cere autentificare: dați elementului o pereche de tokenuri, un furnizor de tokenuri sau un id public.",
    'sign-in-failed': "Autentificarea la server a eșuat: {{message}}",
    'load-failed': "Serverul a răspuns: {{message}}",
    'no-widget-id': "Setați atributul widget-id pentru a alege widgetul de afișat.",
    'widget-not-found': "Panoul nu are niciun widget cu id-ul {{widgetId}}.",
    'widget-failed': "Widgetul nu a putut fi încărcat",
  },
} satisfies DashboardMessages;
