import type { RuleChainsMessages } from '../messages.js';

/** Français. */
export default {
  add: {
    button: "Ajouter une chaîne de règles",
    title: "Ajouter une chaîne de règles",
    'edge-title': "Ajouter une chaîne de règles Edge",
    debug: "Mode débogage",
    'debug-hint': "Chaque nœud de la chaîne conserve les messages qu’il reçoit et envoie comme événements de débogage.",
    added: "Chaîne de règles {{name}} ajoutée.",
  },
  import: {
    button: "Importer une chaîne de règles",
    title: "Importer une chaîne de règles",
    'edge-title': "Importer une chaîne de règles Edge",
    hint: "Une chaîne de règles exportée avec « Exporter en JSON » : la chaîne avec ses nœuds et ses connexions.",
    summary: "{{name}} · nœuds : {{nodes}}, connexions : {{connections}}",
    imported: "Chaîne de règles {{name}} importée.",
    'not-rule-chain': "Ce JSON n’est pas un export de chaîne de règles : il lui faut un ruleChain avec un nom, et les métadonnées de la chaîne.",
    'wrong-type-EDGE': "Il s’agit d’une chaîne de règles Edge. Importez-la dans Gestion Edge, sur Modèles de chaînes de règles.",
    'wrong-type-CORE': "Il s’agit d’une chaîne de règles principale. Importez-la sur la page Chaînes de règles.",
    'bad-node': "Le nœud {{index}} n’a pas de type ou pas de nom.",
    'bad-connection': "La connexion {{index}} relie des nœuds absents du fichier (il en a {{count}}).",
    'bad-first-node': "Le premier nœud ne fait pas partie des {{count}} nœuds du fichier.",
    'nodes-refused': "Les nœuds et les connexions ont été refusés : la chaîne de règles n’a donc pas été conservée.",
    'nodes-refused-kept': "Les nœuds et les connexions ont été refusés, et la chaîne de règles vide n’a pas pu être supprimée. Supprimez-la dans la liste.",
  },
  column: {
    'edge-root': "Racine des modèles Edge",
    'auto-assign': "Attribuée aux nouveaux Edges",
  },
  action: {
    'set-edge-root': "Définir comme racine des modèles Edge",
    'auto-assign': "Attribuer aux nouveaux Edges",
    'stop-auto-assign': "Ne plus attribuer aux nouveaux Edges",
  },
  notice: {
    'edge-root-set': "Définie comme chaîne de règles racine des modèles Edge.",
    'auto-assign-set': "Les nouveaux Edges reçoivent cette chaîne de règles.",
    'auto-assign-unset': "Les nouveaux Edges ne reçoivent plus cette chaîne de règles.",
  },
} satisfies RuleChainsMessages;
