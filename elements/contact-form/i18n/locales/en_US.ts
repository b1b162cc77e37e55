/** English (United States): the `contact` namespace's messages, the reference every other language is checked against. */
export default {
  contact: {
    country: 'Country',
    city: 'City',
    state: 'State / Province',
    zip: 'Zip / Postal code',
    address: 'Address',
    address2: 'Address 2',
    email: 'Email',
    'search-country': 'Type to search countries',
    'no-countries-matching': "No countries match '{{text}}'.",
    'clear-country': 'Clear the country',
    'city-max-length': 'City is too long.',
    'state-max-length': 'State is too long.',
    'postal-code-invalid': 'Invalid zip / postal code for this country.',
  },
  user: {
    'invalid-email-format': 'Invalid email format.',
  },
};
