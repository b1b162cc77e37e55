import type { ResourcesMessages } from '../messages.js';

/** Español. */
export default {
  type: {
    JS_MODULE: "Módulo JS",
    LWM2M_MODEL: "Modelo LwM2M",
    PKCS_12: "Almacén de claves PKCS #12",
    JKS: "Almacén de claves JKS",
  },
  column: {
    type: "Tipo de recurso",
  },
  list: {
    empty: "Todavía no hay recursos",
  },
  add: {
    button: "Añadir recurso",
    title: "Añadir recurso",
    added: "Recurso «{{title}}» añadido.",
    failed: "No se pudo guardar el recurso.",
  },
  field: {
    type: "Tipo de recurso",
    title: "Título",
    file: "Archivo del recurso",
    "file-hint": "Los archivos de tipo {{type}} terminan en {{endings}}.",
    "title-from-model": "Un modelo LwM2M se titula según su nombre, ID de objeto y versión.",
    key: "Clave del recurso",
    "file-name": "Nombre del archivo",
    "replace-file": "Reemplazar el archivo",
  },
  file: {
    required: "Elija el archivo del recurso.",
    empty: "El archivo está vacío.",
    "too-large": "El archivo supera {{max}}.",
    "unknown-type": "No se puede detectar el tipo de este archivo: los archivos de recurso terminan en {{endings}}.",
    "wrong-type": "Este archivo no corresponde al tipo {{type}}: elija un archivo que termine en {{endings}}.",
    "not-lwm2m": "Este archivo no es un modelo LwM2M: no contiene ningún elemento LWM2M Object.",
  },
  download: {
    action: "Descargar {{title}}",
  },
  delete: {
    title: "¿Eliminar el recurso «{{title}}»?",
    text: "Los perfiles y widgets que usan el recurso dejarán de encontrarlo. Esta acción no se puede deshacer.",
    deleted: "Recurso «{{title}}» eliminado.",
    "bulk-title": "¿Eliminar los recursos seleccionados ({{count}})?",
    "bulk-text": "Los perfiles y widgets que usan estos recursos dejarán de encontrarlos. Esta acción no se puede deshacer.",
    "system-kept": "Se conservó el recurso del sistema «{{title}}»: un inquilino no puede eliminar recursos del sistema.",
  },
  details: {
    section: "Recurso",
    saved: "Recurso guardado.",
    "read-only": "Este es un recurso del sistema: un inquilino puede verlo y descargarlo, pero no cambiarlo.",
    invalid: "Corrija los campos marcados antes de guardar.",
    "not-found": "Recurso no encontrado",
    "not-found-text": "Puede que el recurso se haya eliminado o que la dirección sea incorrecta.",
    back: "Volver a la biblioteca de recursos",
  },
} satisfies ResourcesMessages;
