import type { ResourcesMessages } from '../messages.js';

/** Čeština. */
export default {
  type: {
    JS_MODULE: "Modul JS",
    LWM2M_MODEL: "Model LwM2M",
    PKCS_12: "Úložiště klíčů PKCS #12",
    JKS: "Úložiště klíčů JKS",
  },
  column: {
    type: "Typ prostředku",
  },
  list: {
    empty: "Zatím žádné prostředky",
  },
  add: {
    button: "Přidat prostředek",
    title: "Přidat prostředek",
    added: "Prostředek „{{title}}“ byl přidán.",
    failed: "Prostředek se nepodařilo uložit.",
  },
  field: {
    type: "Typ prostředku",
    title: "Název",
    file: "Soubor prostředku",
    "file-hint": "Soubory typu {{type}} končí na {{endings}}.",
    "title-from-model": "Model LwM2M dostane název podle svého jména, ID objektu a verze.",
    key: "Klíč prostředku",
    "file-name": "Název souboru",
    "replace-file": "Nahradit soubor",
  },
  file: {
    required: "Vyberte soubor prostředku.",
    empty: "Soubor je prázdný.",
    "too-large": "Soubor je větší než {{max}}.",
    "unknown-type": "Typ tohoto souboru nelze rozpoznat: soubory prostředků končí na {{endings}}.",
    "wrong-type": "Tento soubor neodpovídá typu {{type}}: vyberte soubor končící na {{endings}}.",
    "not-lwm2m": "Tento soubor není model LwM2M: neobsahuje žádný prvek LWM2M Object.",
  },
  download: {
    action: "Stáhnout {{title}}",
  },
  delete: {
    title: "Smazat prostředek „{{title}}“?",
    text: "Profily a widgety, které prostředek používají, jej už nenajdou. Tuto akci nelze vrátit.",
    deleted: "Prostředek „{{title}}“ byl smazán.",
    "bulk-title": "Smazat vybrané prostředky ({{count}})?",
    "bulk-text": "Profily a widgety, které tyto prostředky používají, je už nenajdou. Tuto akci nelze vrátit.",
    "system-kept": "Systémový prostředek „{{title}}“ zůstal zachován: tenant nemůže mazat systémové prostředky.",
  },
  details: {
    section: "Prostředek",
    saved: "Prostředek uložen.",
    "read-only": "Toto je systémový prostředek: tenant jej může zobrazit a stáhnout, ale ne změnit.",
    invalid: "Před uložením opravte označená pole.",
    "not-found": "Prostředek nenalezen",
    "not-found-text": "Prostředek mohl být smazán, nebo je adresa chybná.",
    back: "Zpět do knihovny prostředků",
  },
} satisfies ResourcesMessages;
