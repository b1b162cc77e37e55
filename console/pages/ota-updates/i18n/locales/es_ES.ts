import type { OtaMessages } from '../messages.js';

/** Español. */
export default {
  add: {
    button: "Añadir paquete",
    title: "Añadir paquete OTA",
  },
  field: {
    title: "Título",
    version: "Versión",
    type: "Tipo",
    "device-profile": "Perfil de dispositivo",
    source: "Contenido del paquete",
    file: "Archivo",
    url: "URL externa",
    "checksum-algorithm": "Algoritmo de suma de comprobación",
    checksum: "Suma de comprobación",
    "checksum-optional": "Suma de comprobación (opcional)",
    description: "Descripción",
  },
  type: {
    FIRMWARE: "Firmware",
    SOFTWARE: "Software",
  },
  source: {
    file: "Subir un archivo",
    url: "Usar una URL externa",
  },
  file: {
    choose: "Elegir archivo",
    other: "Elegir otro archivo",
    none: "Ningún archivo elegido",
  },
  form: {
    "profile-required": "Elija un perfil de dispositivo.",
    "file-required": "Elija el archivo del paquete.",
    "file-empty": "El archivo está vacío.",
    "url-invalid": "Introduzca una dirección que empiece por http:// o https://.",
    "checksum-hex": "Una suma de comprobación solo contiene los dígitos hexadecimales 0–9 y a–f.",
    "checksum-length": "Una suma de comprobación {{algorithm}} tiene {{length}} dígitos hexadecimales.",
    "checksum-hint-browser": "Si se deja en blanco, la consola la calcula antes de subir y el servidor comprueba el archivo con ella.",
    "checksum-hint-server": "Si se deja en blanco, el servidor la calcula a partir del archivo subido.",
    "checksum-hint-url": "Los dispositivos pueden comprobar con ella el archivo descargado.",
  },
  progress: {
    checksum: "Calculando la suma de comprobación…",
    info: "Guardando el paquete…",
    upload: "Subiendo {{file}}…",
    removing: "Eliminando el paquete incompleto…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} de {{total}}",
  },
  save: {
    added: "Paquete {{title}} {{version}} añadido.",
    "cancel-upload": "Cancelar subida",
    cancelled: "Subida cancelada. El paquete se eliminó de nuevo, así que no se añadió nada.",
    "cancelled-kept": "Subida cancelada, pero no se pudo eliminar el paquete. Elimínelo desde la lista.",
    "upload-failed": "No se pudo subir el archivo. El paquete se eliminó de nuevo, así que no se añadió nada.",
    "upload-failed-kept": "No se pudo subir el archivo ni eliminar el paquete. Elimínelo desde la lista.",
    connection: "No se pudo contactar con el servidor.",
    status: "El servidor respondió con el estado {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Creado",
    "file-name": "Nombre del archivo",
    "content-type": "Tipo de contenido",
    size: "Tamaño",
    "copy-checksum": "Copiar suma de comprobación",
    "delete-title": "¿Eliminar el paquete {{title}} {{version}}?",
    deleted: "Paquete {{title}} {{version}} eliminado.",
  },
} satisfies OtaMessages;
