import type { ContactMessages } from '../messages.js';

/** Ελληνικά. */
export default {
  contact: {
    country: 'Χώρα',
    city: 'Πόλη',
    state: 'Πολιτεία / Νομός',
    zip: 'Ταχυδρομικός κώδικας',
    address: 'Διεύθυνση',
    address2: 'Διεύθυνση 2',
    email: 'Email',
    'search-country': 'Πληκτρολογήστε για αναζήτηση χώρας',
    'no-countries-matching': "Καμία χώρα δεν ταιριάζει με '{{text}}'.",
    'clear-country': 'Καθαρισμός χώρας',
    'city-max-length': 'Η πόλη είναι πολύ μεγάλη.',
    'state-max-length': 'Η πολιτεία είναι πολύ μεγάλη.',
    'postal-code-invalid': 'Μη έγκυρος ταχυδρομικός κώδικας για αυτή τη χώρα.',
  },
  user: {
    'invalid-email-format': 'Μη έγκυρη μορφή email.',
  },
} satisfies ContactMessages;
