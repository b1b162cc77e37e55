import type { ContactMessages } from '../messages.js';

/** Deutsch. */
export default {
  contact: {
    country: 'Land',
    city: 'Stadt',
    state: 'Bundesland / Region',
    zip: 'PLZ',
    address: 'Adresse',
    address2: 'Adresszusatz',
    email: 'E-Mail',
    'search-country': 'Tippen, um Länder zu suchen',
    'no-countries-matching': "Kein Land passt zu '{{text}}'.",
    'clear-country': 'Land leeren',
    'city-max-length': 'Der Ortsname ist zu lang.',
    'state-max-length': 'Der Name des Bundeslandes ist zu lang.',
    'postal-code-invalid': 'Ungültige Postleitzahl für dieses Land.',
  },
  user: {
    'invalid-email-format': 'Ungültiges E-Mail-Format.',
  },
} satisfies ContactMessages;
