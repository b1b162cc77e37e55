import type { ContactMessages } from '../messages.js';

/** Italiano. */
export default {
  contact: {
    country: 'Paese',
    city: 'Città',
    state: 'Stato / Provincia',
    zip: 'CAP',
    address: 'Indirizzo',
    address2: 'Indirizzo 2',
    email: 'Email',
    'search-country': 'Digita per cercare un paese',
    'no-countries-matching': "Nessun paese corrisponde a '{{text}}'.",
    'clear-country': 'Cancella il paese',
    'city-max-length': 'Il nome della città è troppo lungo.',
    'state-max-length': 'Il nome dello stato è troppo lungo.',
    'postal-code-invalid': 'CAP non valido per questo paese.',
  },
  user: {
    'invalid-email-format': 'Formato email non valido.',
  },
} satisfies ContactMessages;
