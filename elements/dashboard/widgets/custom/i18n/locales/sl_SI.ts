import type { CustomMessages } from '../messages.js';

/** Slovenščina. */
export default {
  type: {
    'not-loaded': 'Vrsta gradnika {{type}} ni naložena, zato tega gradnika ni mogoče zagnati.',
    loading: 'Nalaganje vrste gradnika {{type}}',
    missing: 'Vrsta gradnika {{type}} na strežniku ne obstaja.',
    failed: 'Vrste gradnika {{type}} ni bilo mogoče naložiti: {{message}}',
    'no-script': 'Vrsta gradnika {{type}} v tbkit nima pogleda niti skripte za zagon.',
    resources: 'Ta gradnik potrebuje zunanje vire ({{urls}}), ki jih peskovnik ne naloži.',
  },
  failed: {
    'no-start': 'Peskovnik gradnika se ni zagnal. Morda ga blokira varnostni pravilnik strani.',
    compile: 'Skripta gradnika vsebuje skladenjsko napako: {{message}}',
    init: 'Skripta gradnika je pri zagonu spodletela: {{message}}',
    data: 'Skripta gradnika je pri prikazu novih podatkov spodletela: {{message}}',
    run: 'Skripta gradnika se je ustavila z napako: {{message}}',
  },
  frame: {
    title: 'Gradnik po meri {{title}}',
  },
  rpc: {
    unavailable: 'Ta nadzorna plošča iz tega gradnika ne more pošiljati ukazov.',
  },
  state: {
    'no-action': 'Nobeno dejanje tega gradnika ne odpre stanja {{state}}.',
  },
} satisfies CustomMessages;
