import type { DashboardMessages } from '../messages.js';

/** Latviešu. */
export default {
  widget: {
    loading: "Ielādē {{title}}",
    'no-entities': "Šī logrīka aizstājvārds neatbilst nevienai entītijai.",
    'unknown-alias': "Šis logrīks lasa entītijas aizstājvārdu, kura informācijas panelim nav.",
    'no-state-entity': "Šis logrīks rāda informācijas paneļa stāvokļa entītiju, un neviena nav izvēlēta.",
    'function-source': "Ģenerētie (funkciju) datu avoti šajā konsolē vēl netiek aprēķināti.",
    'no-datasource': "Šim logrīkam nav datu avota.",
    'subscription-failed': "Datus neizdevās ielādēt: {{message}}",
    unsupported: "{{type}} vēl nav iebūvēta skata.",
    'view-failed': "Šī logrīka skatu neizdevās ielādēt.",
    'no-target-device': "Šim logrīkam nav mērķa ierīces.",
    untitled: "Logrīks",
  },
  toolbar: {
    back: "Atpakaļ uz iepriekšējo stāvokli",
    states: "Informācijas paneļa stāvokļi",
  },
  view: {
    'empty-state': "Šim informācijas paneļa stāvoklim nav logrīku.",
    'right-layout': "Sānu panelis",
  },
  page: {
    loading: "Ielādē informācijas paneli",
    'not-found': "Informācijas panelis nav atrasts",
    'not-found-text': "Informācijas panelis neeksistē vai ir dzēsts.",
    forbidden: "Jūs nedrīkstat atvērt šo informācijas paneli",
    'forbidden-text': "Informācijas panelis jums nav piešķirts. Lūdziet piekļuvi tā īpašniekam.",
    'load-failed': "Informācijas paneli neizdevās ielādēt",
    retry: "Mēģināt vēlreiz",
    'back-to-dashboards': "Atpakaļ uz informācijas paneļiem",
  },
  embed: {
    'no-dashboard-id': "Iestatiet atribūtu dashboard-id, lai izvēlētos rādāmo informācijas paneli.",
    'signed-out': "Serveris prasa pieteikties: nododiet elementam marķieru pāri, marķieru nodrošinātāju vai publisko id.",
    'sign-in-failed': "Pieteikšanās serverī neizdevās: {{message}}",
    'load-failed': "Servera atbilde: {{message}}",
    'no-widget-id': "Iestatiet atribūtu widget-id, lai izvēlētos rādāmo logrīku.",
    'widget-not-found': "Informācijas panelim nav logrīka ar id {{widgetId}}.",
    'widget-failed': "Logrīku neizdevās ielādēt",
  },
} satisfies DashboardMessages;
