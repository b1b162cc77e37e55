import type { CustomMessages } from '../messages.js';

/** Română. */
export default {
  type: {
    'not-loaded': 'Tipul de widget {{type}} nu este încărcat, așa că acest widget nu poate rula.',
    loading: 'Se încarcă tipul de widget {{type}}',
    missing: 'Tipul de widget {{type}} nu există pe server.',
    failed: 'Tipul de widget {{type}} nu a putut fi încărcat: {{message}}',
    'no-script': 'Tipul de widget {{type}} nu are o vizualizare în tbkit și nici un script de rulat.',
    resources: 'Acest widget are nevoie de resurse externe ({{urls}}), pe care sandboxul nu le încarcă.',
  },
  failed: {
    'no-start': 'Sandboxul widgetului nu a pornit. Este posibil ca politica de securitate a paginii să îl blocheze.',
    compile: 'Scriptul widgetului are o eroare de sintaxă: {{message}}',
    init: 'Scriptul widgetului a eșuat la pornire: {{message}}',
    data: 'Scriptul widgetului a eșuat la afișarea datelor noi: {{message}}',
    run: 'Scriptul widgetului s-a oprit cu o eroare: {{message}}',
  },
  frame: {
    title: 'Widget personalizat {{title}}',
  },
  rpc: {
    unavailable: 'Acest panou de bord nu poate trimite comenzi din acest widget.',
  },
  state: {
    'no-action': 'Nicio acțiune a acestui widget nu deschide starea {{state}}.',
  },
} satisfies CustomMessages;
