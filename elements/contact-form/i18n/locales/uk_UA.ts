import type { ContactMessages } from '../messages.js';

/** Українська. */
export default {
  contact: {
    country: 'Країна',
    city: 'Місто',
    state: 'Штат / Область',
    zip: 'Поштовий індекс',
    address: 'Адреса',
    address2: 'Адреса 2',
    email: 'Ел. пошта',
    'search-country': 'Введіть назву країни для пошуку',
    'no-countries-matching': "Немає країн, що збігаються з '{{text}}'.",
    'clear-country': 'Очистити країну',
    'city-max-length': 'Назва міста задовга.',
    'state-max-length': 'Назва штату задовга.',
    'postal-code-invalid': 'Недійсний поштовий індекс для цієї країни.',
  },
  user: {
    'invalid-email-format': 'Недійсний формат електронної пошти.',
  },
} satisfies ContactMessages;
