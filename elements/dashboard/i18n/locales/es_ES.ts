import type { DashboardMessages } from '../messages.js';

/** Español. */
export default {
  widget: {
    loading: "Cargando {{title}}",
    'no-entities': "El alias de este widget no coincide con ninguna entidad.",
    'unknown-alias': "Este widget lee un alias de entidad que el panel no tiene.",
    'no-state-entity': "Este widget muestra la entidad del estado del panel y no hay ninguna seleccionada.",
    'function-source': "Las fuentes de datos generadas (de función) aún no se calculan en esta consola.",
    'no-datasource': "Este widget no tiene fuente de datos.",
    'subscription-failed': "No se pudieron cargar los datos: {{message}}",
    unsupported: "Aún no hay una vista nativa para {{type}}.",
    'view-failed': "No se pudo cargar la vista de este widget.",
    'no-target-device': "Este widget no tiene dispositivo de destino.",
    untitled: "Widget",
  },
  toolbar: {
    back: "Volver al estado anterior",
    states: "Estados del panel",
  },
  view: {
    'empty-state': "Este estado del panel no tiene widgets.",
    'right-layout': "Panel lateral",
  },
  page: {
    loading: "Cargando el panel",
    'not-found': "Panel no encontrado",
    'not-found-text': "El panel no existe o se eliminó.",
    forbidden: "No puede abrir este panel",
    'forbidden-text': "El panel no está asignado a usted. Pida acceso a su propietario.",
    'load-failed': "No se pudo cargar el panel",
    retry: "Reintentar",
    'back-to-dashboards': "Volver a los paneles",
  },
  embed: {
    'no-dashboard-id': "Establezca el atributo dashboard-id para elegir el panel que se mostrará.",
    'signed-out': "El servidor pide iniciar sesión: proporcione al elemento un par de tokens, un proveedor de tokens o un id público.",
    'sign-in-failed': "No se pudo iniciar sesión en el servidor: {{message}}",
    'load-failed': "El servidor respondió: {{message}}",
    'no-widget-id': "Establezca el atributo widget-id para elegir el widget que se mostrará.",
    'widget-not-found': "El panel no tiene ningún widget con el id {{widgetId}}.",
    'widget-failed': "No se pudo cargar el widget",
  },
} satisfies DashboardMessages;
