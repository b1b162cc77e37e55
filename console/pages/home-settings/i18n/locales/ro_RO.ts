import type { HomeSettingsMessages } from '../messages.js';

/** Română. */
export default {
  intro: "Alegeți panoul afișat ca pagină de start utilizatorilor chiriașului.",
  dashboard: "Panou de start",
  "dashboard-hint": "Lăsați gol pentru a nu avea panou de start.",
  "hide-toolbar": "Ascundeți bara de instrumente a panoului",
  saved: "Setările de start au fost salvate.",
  cleared: "Setările de start au fost salvate: fără panou de start.",
  "load-failed": "Setările de start nu au putut fi încărcate.",
} satisfies HomeSettingsMessages;
