import type { ContactMessages } from '../messages.js';

/** Latviešu. */
export default {
  contact: {
    country: 'Valsts',
    city: 'Pilsēta',
    state: 'Štats / Novads',
    zip: 'Pasta indekss',
    address: 'Adrese',
    address2: 'Adrese 2',
    email: 'E-pasts',
    'search-country': 'Rakstiet, lai meklētu valsti',
    'no-countries-matching': "Neviena valsts neatbilst '{{text}}'.",
    'clear-country': 'Notīrīt valsti',
    'city-max-length': 'Pilsētas nosaukums ir pārāk garš.',
    'state-max-length': 'Štata nosaukums ir pārāk garš.',
    'postal-code-invalid': 'Šai valstij nederīgs pasta indekss.',
  },
  user: {
    'invalid-email-format': 'Nederīgs e-pasta formāts.',
  },
} satisfies ContactMessages;
