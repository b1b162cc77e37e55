import type { HomeSettingsMessages } from '../messages.js';

/** Español. */
export default {
  intro: "Elija el panel que se muestra como página de inicio a los usuarios del inquilino.",
  dashboard: "Panel de inicio",
  "dashboard-hint": "Déjelo vacío para no tener panel de inicio.",
  "hide-toolbar": "Ocultar la barra de herramientas del panel",
  saved: "Ajustes de inicio guardados.",
  cleared: "Ajustes de inicio guardados: sin panel de inicio.",
  "load-failed": "No se pudieron cargar los ajustes de inicio.",
} satisfies HomeSettingsMessages;
