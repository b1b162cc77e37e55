import type { CustomMessages } from '../messages.js';

/** Latviešu. */
export default {
  type: {
    'not-loaded': 'Logrīka tips {{type}} nav ielādēts, tāpēc šo logrīku nevar palaist.',
    loading: 'Ielādē logrīka tipu {{type}}',
    missing: 'Logrīka tips {{type}} serverī neeksistē.',
    failed: 'Logrīka tipu {{type}} neizdevās ielādēt: {{message}}',
    'no-script': 'Logrīka tipam {{type}} tbkit nav ne skata, ne palaižama skripta.',
    resources: 'Šim logrīkam vajag ārējus resursus ({{urls}}), ko smilškaste neielādē.',
  },
  failed: {
    'no-start': 'Logrīka smilškaste nepalaidās. To, iespējams, bloķē lapas drošības politika.',
    compile: 'Logrīka skriptā ir sintakses kļūda: {{message}}',
    init: 'Logrīka skripts neizdevās palaišanas laikā: {{message}}',
    data: 'Logrīka skripts neizdevās, rādot jaunus datus: {{message}}',
    run: 'Logrīka skripts apstājās ar kļūdu: {{message}}',
  },
  frame: {
    title: 'Pielāgots logrīks {{title}}',
  },
  rpc: {
    unavailable: 'Šis informācijas panelis nevar sūtīt komandas no šī logrīka.',
  },
  state: {
    'no-action': 'Neviena šī logrīka darbība neatver stāvokli {{state}}.',
  },
} satisfies CustomMessages;
