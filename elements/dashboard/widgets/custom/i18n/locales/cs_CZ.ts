import type { CustomMessages } from '../messages.js';

/** Čeština. */
export default {
  type: {
    'not-loaded': 'Typ widgetu {{type}} není načten, proto tento widget nelze spustit.',
    loading: 'Načítání typu widgetu {{type}}',
    missing: 'Typ widgetu {{type}} na serveru neexistuje.',
    failed: 'Typ widgetu {{type}} se nepodařilo načíst: {{message}}',
    'no-script': 'Typ widgetu {{type}} nemá v tbkit zobrazení ani skript ke spuštění.',
    resources: 'Tento widget potřebuje externí zdroje ({{urls}}), které sandbox nenačítá.',
  },
  failed: {
    'no-start': 'Sandbox widgetu se nespustil. Může jej blokovat bezpečnostní politika stránky.',
    compile: 'Skript widgetu obsahuje syntaktickou chybu: {{message}}',
    init: 'Skript widgetu selhal při spouštění: {{message}}',
    data: 'Skript widgetu selhal při zobrazení nových dat: {{message}}',
    run: 'Skript widgetu skončil chybou: {{message}}',
  },
  frame: {
    title: 'Vlastní widget {{title}}',
  },
  rpc: {
    unavailable: 'Tento dashboard nemůže z tohoto widgetu odesílat příkazy.',
  },
  state: {
    'no-action': 'Žádná akce tohoto widgetu neotevírá stav {{state}}.',
  },
} satisfies CustomMessages;
