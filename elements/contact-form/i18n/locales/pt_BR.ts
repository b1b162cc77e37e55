import type { ContactMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  contact: {
    country: 'País',
    city: 'Cidade',
    state: 'Estado / Província',
    zip: 'CEP / Código postal',
    address: 'Endereço',
    address2: 'Complemento',
    email: 'E-mail',
    'search-country': 'Digite para buscar um país',
    'no-countries-matching': "Nenhum país corresponde a '{{text}}'.",
    'clear-country': 'Limpar o país',
    'city-max-length': 'O nome da cidade é longo demais.',
    'state-max-length': 'O nome do estado é longo demais.',
    'postal-code-invalid': 'CEP / código postal inválido para este país.',
  },
  user: {
    'invalid-email-format': 'Formato de e-mail inválido.',
  },
} satisfies ContactMessages;
