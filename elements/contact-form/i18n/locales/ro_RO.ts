import type { ContactMessages } from '../messages.js';

/** Română. */
export default {
  contact: {
    country: 'Țară',
    city: 'Oraș',
    state: 'Stat / Județ',
    zip: 'Cod poștal',
    address: 'Adresă',
    address2: 'Adresă 2',
    email: 'E-mail',
    'search-country': 'Tastați pentru a căuta o țară',
    'no-countries-matching': "Nicio țară nu se potrivește cu '{{text}}'.",
    'clear-country': 'Ștergeți țara',
    'city-max-length': 'Numele orașului este prea lung.',
    'state-max-length': 'Numele statului este prea lung.',
    'postal-code-invalid': 'Cod poștal nevalid pentru această țară.',
  },
  user: {
    'invalid-email-format': 'Format de e-mail nevalid.',
  },
} satisfies ContactMessages;
