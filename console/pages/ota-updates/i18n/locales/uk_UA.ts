import type { OtaMessages } from '../messages.js';

/** Українська. */
export default {
  add: {
    button: "Додати пакет",
    title: "Додати пакет OTA",
  },
  field: {
    title: "Назва",
    version: "Версія",
    type: "Тип",
    "device-profile": "Профіль пристрою",
    source: "Вміст пакета",
    file: "Файл",
    url: "Зовнішня URL-адреса",
    "checksum-algorithm": "Алгоритм контрольної суми",
    checksum: "Контрольна сума",
    "checksum-optional": "Контрольна сума (необов'язково)",
    description: "Опис",
  },
  type: {
    FIRMWARE: "Мікропрограма",
    SOFTWARE: "Програмне забезпечення",
  },
  source: {
    file: "Завантажити файл",
    url: "Вказати зовнішню URL-адресу",
  },
  file: {
    choose: "Вибрати файл",
    other: "Вибрати інший файл",
    none: "Файл не вибрано",
  },
  form: {
    "profile-required": "Виберіть профіль пристрою.",
    "file-required": "Виберіть файл пакета.",
    "file-empty": "Файл порожній.",
    "url-invalid": "Введіть адресу, що починається з http:// або https://.",
    "checksum-hex": "Контрольна сума містить лише шістнадцяткові цифри 0–9 та a–f.",
    "checksum-length": "Контрольна сума {{algorithm}} складається з {{length}} шістнадцяткових цифр.",
    "checksum-hint-browser": "Якщо залишити порожньою, консоль обчислить її перед завантаженням, а сервер звірить із нею файл.",
    "checksum-hint-server": "Якщо залишити порожньою, сервер обчислить її із завантаженого файлу.",
    "checksum-hint-url": "Пристрої зможуть звірити з нею завантажений файл.",
  },
  progress: {
    checksum: "Обчислення контрольної суми…",
    info: "Збереження пакета…",
    upload: "Завантаження {{file}}…",
    removing: "Видалення незавершеного пакета…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} з {{total}}",
  },
  save: {
    added: "Пакет {{title}} {{version}} додано.",
    "cancel-upload": "Скасувати завантаження",
    cancelled: "Завантаження скасовано. Пакет знову видалено, тож нічого не додано.",
    "cancelled-kept": "Завантаження скасовано, але пакет не вдалося видалити. Видаліть його зі списку.",
    "upload-failed": "Не вдалося завантажити файл. Пакет знову видалено, тож нічого не додано.",
    "upload-failed-kept": "Не вдалося завантажити файл і видалити пакет. Видаліть його зі списку.",
    connection: "Сервер недоступний.",
    status: "Сервер відповів статусом {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Створено",
    "file-name": "Ім'я файлу",
    "content-type": "Тип вмісту",
    size: "Розмір",
    "copy-checksum": "Копіювати контрольну суму",
    "delete-title": "Видалити пакет {{title}} {{version}}?",
    deleted: "Пакет {{title}} {{version}} видалено.",
  },
} satisfies OtaMessages;
