import type { CustomMessages } from '../messages.js';

/** Italiano. */
export default {
  type: {
    'not-loaded': 'Il tipo di widget {{type}} non è caricato, quindi questo widget non può essere eseguito.',
    loading: 'Caricamento del tipo di widget {{type}}',
    missing: 'Il tipo di widget {{type}} non esiste sul server.',
    failed: 'Impossibile caricare il tipo di widget {{type}}: {{message}}',
    'no-script': 'Il tipo di widget {{type}} non ha una vista in tbkit né uno script da eseguire.',
    resources: 'Questo widget richiede risorse esterne ({{urls}}), che la sandbox non carica.',
  },
  failed: {
    'no-start': 'La sandbox del widget non si è avviata. Potrebbe bloccarla la policy di sicurezza della pagina.',
    compile: 'Lo script del widget contiene un errore di sintassi: {{message}}',
    init: 'Lo script del widget non è riuscito ad avviarsi: {{message}}',
    data: 'Lo script del widget non è riuscito a mostrare i nuovi dati: {{message}}',
    run: 'Lo script del widget si è interrotto con un errore: {{message}}',
  },
  frame: {
    title: 'Widget personalizzato {{title}}',
  },
  rpc: {
    unavailable: 'Questa dashboard non può inviare comandi da questo widget.',
  },
  state: {
    'no-action': 'Nessuna azione di questo widget apre lo stato {{state}}.',
  },
} satisfies CustomMessages;
