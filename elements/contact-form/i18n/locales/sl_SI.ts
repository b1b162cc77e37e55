import type { ContactMessages } from '../messages.js';

/** Slovenščina. */
export default {
  contact: {
    country: 'Država',
    city: 'Mesto',
    state: 'Zvezna država / Regija',
    zip: 'Poštna številka',
    address: 'Naslov',
    address2: 'Naslov 2',
    email: 'E-pošta',
    'search-country': 'Vnesite besedilo za iskanje države',
    'no-countries-matching': "Nobena država se ne ujema z '{{text}}'.",
    'clear-country': 'Počisti državo',
    'city-max-length': 'Ime mesta je predolgo.',
    'state-max-length': 'Ime zvezne države je predolgo.',
    'postal-code-invalid': 'Neveljavna poštna številka za to državo.',
  },
  user: {
    'invalid-email-format': 'Neveljavna oblika e-pošte.',
  },
} satisfies ContactMessages;
