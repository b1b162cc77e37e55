import type { ResourcesMessages } from '../messages.js';

/** Română. */
export default {
  type: {
    JS_MODULE: "Modul JS",
    LWM2M_MODEL: "Model LwM2M",
    PKCS_12: "Depozit de chei PKCS #12",
    JKS: "Depozit de chei JKS",
  },
  column: {
    type: "Tip de resursă",
  },
  list: {
    empty: "Încă nu există resurse",
  },
  add: {
    button: "Adăugați resursă",
    title: "Adăugați resursă",
    added: "Resursa „{{title}}” a fost adăugată.",
    failed: "Resursa nu a putut fi salvată.",
  },
  field: {
    type: "Tip de resursă",
    title: "Titlu",
    file: "Fișierul resursei",
    "file-hint": "Fișierele de tip {{type}} se termină în {{endings}}.",
    "title-from-model": "Un model LwM2M primește titlul după nume, ID-ul obiectului și versiune.",
    key: "Cheia resursei",
    "file-name": "Numele fișierului",
    "replace-file": "Înlocuiți fișierul",
  },
  file: {
    required: "Alegeți fișierul resursei.",
    empty: "Fișierul este gol.",
    "too-large": "Fișierul depășește {{max}}.",
    "unknown-type": "Tipul acestui fișier nu poate fi detectat: fișierele de resurse se termină în {{endings}}.",
    "wrong-type": "Acest fișier nu se potrivește tipului {{type}}: alegeți un fișier care se termină în {{endings}}.",
    "not-lwm2m": "Acest fișier nu este un model LwM2M: nu conține niciun element LWM2M Object.",
  },
  download: {
    action: "Descărcați {{title}}",
  },
  delete: {
    title: "Ștergeți resursa „{{title}}”?",
    text: "Profilurile și widgeturile care folosesc resursa nu o vor mai găsi. Acțiunea nu poate fi anulată.",
    deleted: "Resursa „{{title}}” a fost ștearsă.",
    "bulk-title": "Ștergeți resursele selectate ({{count}})?",
    "bulk-text": "Profilurile și widgeturile care folosesc aceste resurse nu le vor mai găsi. Acțiunea nu poate fi anulată.",
    "system-kept": "Resursa de sistem „{{title}}” a fost păstrată: un chiriaș nu poate șterge resurse de sistem.",
  },
  details: {
    section: "Resursă",
    saved: "Resursa a fost salvată.",
    "read-only": "Aceasta este o resursă de sistem: un chiriaș o poate vedea și descărca, dar nu o poate modifica.",
    invalid: "Corectați câmpurile marcate înainte de salvare.",
    "not-found": "Resursa nu a fost găsită",
    "not-found-text": "Este posibil ca resursa să fi fost ștearsă sau ca adresa să fie greșită.",
    back: "Înapoi la biblioteca de resurse",
  },
} satisfies ResourcesMessages;
