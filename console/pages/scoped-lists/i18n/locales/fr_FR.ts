import type { ScopedMessages } from '../messages.js';

/** Français. */
export default {
  heading: '{{name}} : {{list}}',
  empty: {
    ASSET: 'Aucun actif n\'est encore attribué à {{name}}.',
    DEVICE: 'Aucun appareil n\'est encore attribué à {{name}}.',
    ENTITY_VIEW: 'Aucune vue d\'entité n\'est encore attribuée à {{name}}.',
    DASHBOARD: 'Aucun tableau de bord n\'est encore attribué à {{name}}.',
    EDGE: 'Aucune instance Edge n\'est encore attribuée à {{name}}.',
  },
  links: {
    customer: 'Utilisateurs et entités',
    edge: 'Entités attribuées',
  },
  assign: {
    'to-edge': 'Attribuer à l\'Edge',
    'title-ASSET': 'Attribuer des actifs à {{name}}',
    'title-DEVICE': 'Attribuer des appareils à {{name}}',
    'title-ENTITY_VIEW': 'Attribuer des vues d\'entité à {{name}}',
    'title-DASHBOARD': 'Attribuer des tableaux de bord à {{name}}',
    'title-EDGE': 'Attribuer des instances Edge à {{name}}',
    'hint-customer': 'Seuls ceux qui ne sont attribués à aucun client sont proposés. Pour en reprendre un d\'un autre client, retirez-le d\'abord de ce client.',
    'hint-customer-dashboard': 'Les tableaux de bord déjà attribués à ce client ne sont pas proposés.',
    'hint-edge': 'Ce qui est déjà attribué à cet Edge n\'est pas proposé.',
    assign: 'Attribuer',
    assigned: 'Attribué à {{name}}.',
  },
  unassign: {
    'from-edge': 'Retirer de l\'Edge',
    unassigned: 'Retiré de {{name}}.',
  },
} satisfies ScopedMessages;
