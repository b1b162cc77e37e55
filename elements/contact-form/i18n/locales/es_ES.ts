import type { ContactMessages } from '../messages.js';

/** Español. */
export default {
  contact: {
    country: 'País',
    city: 'Ciudad',
    state: 'Estado / Provincia',
    zip: 'Código postal',
    address: 'Dirección',
    address2: 'Dirección 2',
    email: 'Correo electrónico',
    'search-country': 'Escriba para buscar un país',
    'no-countries-matching': "Ningún país coincide con '{{text}}'.",
    'clear-country': 'Borrar el país',
    'city-max-length': 'La ciudad es demasiado larga.',
    'state-max-length': 'El estado es demasiado largo.',
    'postal-code-invalid': 'Código postal no válido para este país.',
  },
  user: {
    'invalid-email-format': 'Formato de correo electrónico no válido.',
  },
} satisfies ContactMessages;
