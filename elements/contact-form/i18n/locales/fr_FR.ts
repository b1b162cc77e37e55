import type { ContactMessages } from '../messages.js';

/** Français. */
export default {
  contact: {
    country: 'Pays',
    city: 'Ville',
    state: 'État / Province',
    zip: 'Code postal',
    address: 'Adresse',
    address2: 'Complément d’adresse',
    email: 'E-mail',
    'search-country': 'Saisissez pour rechercher un pays',
    'no-countries-matching': "Aucun pays ne correspond à '{{text}}'.",
    'clear-country': 'Effacer le pays',
    'city-max-length': 'Le nom de la ville est trop long.',
    'state-max-length': 'Le nom de l’état est trop long.',
    'postal-code-invalid': 'Code postal non valide pour ce pays.',
  },
  user: {
    'invalid-email-format': 'Format d’e-mail non valide.',
  },
} satisfies ContactMessages;
