import type { CustomMessages } from '../messages.js';

/** Español. */
export default {
  type: {
    'not-loaded': 'El tipo de widget {{type}} no está cargado, así que este widget no puede ejecutarse.',
    loading: 'Cargando el tipo de widget {{type}}',
    missing: 'El tipo de widget {{type}} no existe en el servidor.',
    failed: 'No se pudo cargar el tipo de widget {{type}}: {{message}}',
    'no-script': 'El tipo de widget {{type}} no tiene vista en tbkit ni script que ejecutar.',
    resources: 'Este widget necesita recursos externos ({{urls}}), que el entorno aislado no carga.',
  },
  failed: {
    'no-start': 'El entorno aislado del widget no se inició. Puede que la política de seguridad de la página lo bloquee.',
    compile: 'El script del widget tiene un error de sintaxis: {{message}}',
    init: 'El script del widget falló al iniciarse: {{message}}',
    data: 'El script del widget falló al mostrar datos nuevos: {{message}}',
    run: 'El script del widget se detuvo con un error: {{message}}',
  },
  frame: {
    title: 'Widget personalizado {{title}}',
  },
  rpc: {
    unavailable: 'Este panel no puede enviar comandos desde este widget.',
  },
  state: {
    'no-action': 'Ninguna acción de este widget abre el estado {{state}}.',
  },
} satisfies CustomMessages;
