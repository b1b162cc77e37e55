import type { RuleChainsMessages } from '../messages.js';

/** Español. */
export default {
  add: {
    button: "Añadir cadena de reglas",
    title: "Añadir cadena de reglas",
    'edge-title': "Añadir cadena de reglas de Edge",
    debug: "Modo de depuración",
    'debug-hint': "Cada nodo de la cadena guarda los mensajes que recibe y envía como eventos de depuración.",
    added: "Cadena de reglas {{name}} añadida.",
  },
  import: {
    button: "Importar cadena de reglas",
    title: "Importar cadena de reglas",
    'edge-title': "Importar cadena de reglas de Edge",
    hint: "Una cadena de reglas exportada con «Exportar JSON»: la cadena con sus nodos y conexiones.",
    summary: "{{name}} · nodos: {{nodes}}, conexiones: {{connections}}",
    imported: "Cadena de reglas {{name}} importada.",
    'not-rule-chain': "Este JSON no es una exportación de cadena de reglas: necesita un ruleChain con nombre y los metadatos de la cadena.",
    'wrong-type-EDGE': "Es una cadena de reglas de Edge. Impórtela en Gestión de Edge, en Plantillas de cadenas de reglas.",
    'wrong-type-CORE': "Es una cadena de reglas principal. Impórtela en la página Cadenas de reglas.",
    'bad-node': "El nodo {{index}} no tiene tipo o nombre.",
    'bad-connection': "La conexión {{index}} une nodos que el archivo no tiene (tiene {{count}} nodos).",
    'bad-first-node': "El primer nodo no es ninguno de los {{count}} nodos del archivo.",
    'nodes-refused': "Se rechazaron los nodos y las conexiones, así que la cadena de reglas no se conservó.",
    'nodes-refused-kept': "Se rechazaron los nodos y las conexiones, y no se pudo eliminar la cadena de reglas vacía. Elimínela de la lista.",
  },
  column: {
    'edge-root': "Raíz de plantillas de Edge",
    'auto-assign': "Asignada a Edges nuevos",
  },
  action: {
    'set-edge-root': "Establecer como raíz de plantillas de Edge",
    'auto-assign': "Asignar a Edges nuevos",
    'stop-auto-assign': "Dejar de asignar a Edges nuevos",
  },
  notice: {
    'edge-root-set': "Establecida como cadena de reglas raíz de las plantillas de Edge.",
    'auto-assign-set': "Los Edges nuevos reciben esta cadena de reglas.",
    'auto-assign-unset': "Los Edges nuevos ya no reciben esta cadena de reglas.",
  },
} satisfies RuleChainsMessages;
