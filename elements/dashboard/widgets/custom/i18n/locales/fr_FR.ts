import type { CustomMessages } from '../messages.js';

/** Français. */
export default {
  type: {
    'not-loaded': 'Le type de widget {{type}} n\'est pas chargé : ce widget ne peut pas s\'exécuter.',
    loading: 'Chargement du type de widget {{type}}',
    missing: 'Le type de widget {{type}} n\'existe pas sur le serveur.',
    failed: 'Impossible de charger le type de widget {{type}} : {{message}}',
    'no-script': 'Le type de widget {{type}} n\'a ni vue dans tbkit ni script à exécuter.',
    resources: 'Ce widget a besoin de ressources externes ({{urls}}), que le bac à sable ne charge pas.',
  },
  failed: {
    'no-start': 'Le bac à sable du widget n\'a pas démarré. La politique de sécurité de la page le bloque peut-être.',
    compile: 'Le script du widget contient une erreur de syntaxe : {{message}}',
    init: 'Le script du widget a échoué au démarrage : {{message}}',
    data: 'Le script du widget a échoué en affichant de nouvelles données : {{message}}',
    run: 'Le script du widget s\'est arrêté sur une erreur : {{message}}',
  },
  frame: {
    title: 'Widget personnalisé {{title}}',
  },
  rpc: {
    unavailable: 'Ce tableau de bord ne peut pas envoyer de commandes depuis ce widget.',
  },
  state: {
    'no-action': 'Aucune action de ce widget n\'ouvre l\'état {{state}}.',
  },
} satisfies CustomMessages;
