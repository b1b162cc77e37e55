import type { BundlesMessages } from '../messages.js';

/** Slovenščina. */
export default {
  add: {
    button: "Dodaj paket gradnikov",
    title: "Dodaj paket gradnikov",
    added: "Paket gradnikov {{title}} je dodan.",
  },
  edit: {
    action: "Uredi",
    title: "Uredi paket gradnikov",
    saved: "Paket gradnikov {{title}} je shranjen.",
  },
  field: {
    title: "Naslov",
    description: "Opis",
    image: "Slika",
  },
  form: {
    'title-required': "Naslov je obvezen.",
    'title-max': "Naslov ima lahko največ {{max}} znakov.",
    'description-max': "Opis ima lahko največ {{max}} znakov.",
  },
  delete: {
    title: "Izbrišem paket gradnikov {{title}}?",
    deleted: "Paket gradnikov {{title}} je izbrisan.",
  },
  import: {
    button: "Uvozi paket gradnikov",
    title: "Uvozi paket gradnikov",
    hint: "Paket gradnikov, izvožen z »Izvozi JSON«: paket z njegovimi gradniki.",
    summary: "{{title}} · gradniki: {{count}}",
    imported: "Paket gradnikov {{title}} je uvožen.",
    'not-bundle': "Ta JSON ni izvoz paketa gradnikov: potrebuje widgetsBundle z naslovom.",
    'bad-widget': "Gradnik {{index}} nima imena ali opisnika.",
    'widget-refused': "Gradnik {{name}} je bil zavrnjen, zato paket ni bil ohranjen.",
    'widget-refused-kept': "Gradnik {{name}} je bil zavrnjen, paketa pa ni bilo mogoče izbrisati. Izbrišite ga s seznama.",
  },
} satisfies BundlesMessages;
