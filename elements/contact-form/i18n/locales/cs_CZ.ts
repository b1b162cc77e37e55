import type { ContactMessages } from '../messages.js';

/** Čeština. */
export default {
  contact: {
    country: 'Země',
    city: 'Město',
    state: 'Stát / Kraj',
    zip: 'PSČ',
    address: 'Adresa',
    address2: 'Adresa 2',
    email: 'E-mail',
    'search-country': 'Začněte psát a hledejte zemi',
    'no-countries-matching': "Žádná země neodpovídá '{{text}}'.",
    'clear-country': 'Vymazat zemi',
    'city-max-length': 'Název města je příliš dlouhý.',
    'state-max-length': 'Název státu je příliš dlouhý.',
    'postal-code-invalid': 'Neplatné PSČ pro tuto zemi.',
  },
  user: {
    'invalid-email-format': 'Neplatný formát e-mailu.',
  },
} satisfies ContactMessages;
