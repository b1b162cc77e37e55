import type { KitMessages } from '../messages.js';

/** Español. */
export default {
  action: {
    copy: 'Copiar',
    copied: 'Copiado',
    close: 'Cerrar',
    cancel: 'Cancelar',
    ok: 'Aceptar',
  },
  toast: {
    error: 'Error',
    warn: 'Advertencia',
    success: 'Correcto',
    info: 'Información',
  },
  help: {
    help: 'Ayuda',
  },
  progress: {
    loading: 'Cargando',
  },
  shortcuts: {
    title: 'Atajos de teclado',
    toggle: 'Mostrar u ocultar los atajos de teclado',
  },
  home: {
    home: 'Inicio',
  },
  user: {
    'sys-admin': 'Administrador del sistema',
    'tenant-admin': 'Administrador del inquilino',
    customer: 'Cliente',
  },
  'user-menu': {
    open: 'Menú de la cuenta',
    profile: 'Perfil',
    security: 'Seguridad',
    logout: 'Cerrar sesión',
  },
  breadcrumbs: {
    label: 'Ruta de navegación',
  },
  language: {
    language: 'Idioma',
  },
  'password-input': {
    show: 'Mostrar contraseña',
    hide: 'Ocultar contraseña',
  },
  markdown: {
    'render-failed': 'No se ha podido mostrar el Markdown.',
    'copy-code': 'Copiar código',
  },
  'phone-input': {
    phone: 'Teléfono',
    country: 'País',
    'phone-input-required': 'El número de teléfono es obligatorio.',
    'phone-input-validation': 'Introduce un número internacional válido: el signo más, el prefijo del país y el número.',
  },
  entity: {
    'no-entities-prompt': 'No se encontraron entidades',
    'no-entities-matching': 'Ninguna entidad coincide con «{{entity}}».',
    'selected-entities': '{{count}} seleccionados',
  },
  'entity-table': {
    label: 'Entidades',
    search: 'Buscar',
    'clear-search': 'Borrar búsqueda',
    refresh: 'Actualizar',
    'rows-per-page': 'Filas por página',
    range: '{{from}}–{{to}} de {{total}}',
    'first-page': 'Primera página',
    'previous-page': 'Página anterior',
    'next-page': 'Página siguiente',
    'last-page': 'Última página',
    'select-all': 'Seleccionar todas las filas de esta página',
    'select-row': 'Seleccionar {{name}}',
    'clear-selection': 'Borrar selección',
    'load-failed': 'No se pudo cargar la lista',
    retry: 'Reintentar',
    yes: 'Sí',
    no: 'No',
    column: {
      'created-time': 'Fecha de creación',
      name: 'Nombre',
      type: 'Tipo',
      label: 'Etiqueta',
      customer: 'Cliente',
      'device-profile': 'Perfil de dispositivo',
      public: 'Público',
      gateway: 'Pasarela',
      title: 'Título',
      email: 'Correo electrónico',
      country: 'País',
      city: 'Ciudad',
      'first-name': 'Nombre',
      'last-name': 'Apellidos',
    },
  },
} satisfies KitMessages;
