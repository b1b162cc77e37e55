import type { DashboardMessages } from '../messages.js';

/** Slovenščina. */
export default {
  widget: {
    loading: "Nalaganje: {{title}}",
    'no-entities': "Vzdevek tega gradnika se ne ujema z nobeno entiteto.",
    'unknown-alias': "Ta gradnik bere vzdevek entitete, ki ga nadzorna plošča nima.",
    'no-state-entity': "Ta gradnik prikazuje entiteto stanja nadzorne plošče, izbrana pa ni nobena.",
    'function-source': "Generirani (funkcijski) viri podatkov se v tej konzoli še ne izračunavajo.",
    'no-datasource': "Ta gradnik nima vira podatkov.",
    'subscription-failed': "Podatkov ni bilo mogoče naložiti: {{message}}",
    unsupported: "Za {{type}} še ni izvornega pogleda.",
    'view-failed': "Pogleda tega gradnika ni bilo mogoče naložiti.",
    'no-target-device': "Ta gradnik nima ciljne naprave.",
    untitled: "Gradnik",
  },
  toolbar: {
    back: "Nazaj na prejšnje stanje",
    states: "Stanja nadzorne plošče",
  },
  view: {
    'empty-state': "To stanje nadzorne plošče nima gradnikov.",
    'right-layout': "Stranska plošča",
  },
  page: {
    loading: "Nalaganje nadzorne plošče",
    'not-found': "Nadzorne plošče ni mogoče najti",
    'not-found-text': "Nadzorna plošča ne obstaja ali je bila izbrisana.",
    forbidden: "Te nadzorne plošče ne smete odpreti",
    'forbidden-text': "Nadzorna plošča vam ni dodeljena. Za dostop prosite njenega lastnika.",
    'load-failed': "Nadzorne plošče ni bilo mogoče naložiti",
    retry: "Poskusi znova",
    'back-to-dashboards': "Nazaj na nadzorne plošče",
  },
  embed: {
    'no-dashboard-id': "Nastavite atribut dashboard-id, da izberete nadzorno ploščo za prikaz.",
    'signed-out': "Strežnik zahteva prijavo: elementu podajte par žetonov, ponudnika žetonov ali javni id.",
    'sign-in-failed': "Prijava na strežnik ni uspela: {{message}}",
    'load-failed': "Strežnik je odgovoril: {{message}}",
    'no-widget-id': "Nastavite atribut widget-id, da izberete pripomoček za prikaz.",
    'widget-not-found': "Nadzorna plošča nima pripomočka z id-jem {{widgetId}}.",
    'widget-failed': "Pripomočka ni bilo mogoče naložiti",
  },
} satisfies DashboardMessages;
