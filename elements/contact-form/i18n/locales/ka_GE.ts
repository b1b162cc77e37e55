import type { ContactMessages } from '../messages.js';

/** ქართული. */
export default {
  contact: {
    country: 'ქვეყანა',
    city: 'ქალაქი',
    state: 'შტატი / რეგიონი',
    zip: 'საფოსტო ინდექსი',
    address: 'მისამართი',
    address2: 'მისამართი 2',
    email: 'ელფოსტა',
    'search-country': 'აკრიფეთ ქვეყნის მოსაძებნად',
    'no-countries-matching': "'{{text}}'-ს არცერთი ქვეყანა არ ემთხვევა.",
    'clear-country': 'ქვეყნის გასუფთავება',
    'city-max-length': 'ქალაქის სახელი ძალიან გრძელია.',
    'state-max-length': 'შტატის სახელი ძალიან გრძელია.',
    'postal-code-invalid': 'ამ ქვეყნისთვის საფოსტო ინდექსი არასწორია.',
  },
  user: {
    'invalid-email-format': 'ელფოსტის არასწორი ფორმატი.',
  },
} satisfies ContactMessages;
