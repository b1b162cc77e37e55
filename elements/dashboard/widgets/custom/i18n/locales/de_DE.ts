import type { CustomMessages } from '../messages.js';

/** Deutsch. */
export default {
  type: {
    'not-loaded': 'Der Widget-Typ {{type}} ist nicht geladen, daher kann dieses Widget nicht laufen.',
    loading: 'Widget-Typ {{type}} wird geladen',
    missing: 'Der Widget-Typ {{type}} existiert auf dem Server nicht.',
    failed: 'Der Widget-Typ {{type}} konnte nicht geladen werden: {{message}}',
    'no-script': 'Der Widget-Typ {{type}} hat in tbkit keine Ansicht und kein Skript zum Ausführen.',
    resources: 'Dieses Widget benötigt externe Ressourcen ({{urls}}), die die Sandbox nicht lädt.',
  },
  failed: {
    'no-start': 'Die Sandbox des Widgets ist nicht gestartet. Die Sicherheitsrichtlinie der Seite blockiert sie möglicherweise.',
    compile: 'Das Skript des Widgets enthält einen Syntaxfehler: {{message}}',
    init: 'Das Skript des Widgets ist beim Start fehlgeschlagen: {{message}}',
    data: 'Das Skript des Widgets ist beim Anzeigen neuer Daten fehlgeschlagen: {{message}}',
    run: 'Das Skript des Widgets wurde mit einem Fehler beendet: {{message}}',
  },
  frame: {
    title: 'Benutzerdefiniertes Widget {{title}}',
  },
  rpc: {
    unavailable: 'Dieses Dashboard kann von diesem Widget aus keine Befehle senden.',
  },
  state: {
    'no-action': 'Keine Aktion dieses Widgets öffnet den Zustand {{state}}.',
  },
} satisfies CustomMessages;
