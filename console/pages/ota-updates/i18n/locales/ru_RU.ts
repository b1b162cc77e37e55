import type { OtaMessages } from '../messages.js';

/** Русский. */
export default {
  add: {
    button: "Добавить пакет",
    title: "Добавить пакет OTA",
  },
  field: {
    title: "Название",
    version: "Версия",
    type: "Тип",
    "device-profile": "Профиль устройства",
    source: "Содержимое пакета",
    file: "Файл",
    url: "Внешний URL",
    "checksum-algorithm": "Алгоритм контрольной суммы",
    checksum: "Контрольная сумма",
    "checksum-optional": "Контрольная сумма (необязательно)",
    description: "Описание",
  },
  type: {
    FIRMWARE: "Прошивка",
    SOFTWARE: "Программное обеспечение",
  },
  source: {
    file: "Загрузить файл",
    url: "Указать внешний URL",
  },
  file: {
    choose: "Выбрать файл",
    other: "Выбрать другой файл",
    none: "Файл не выбран",
  },
  form: {
    "profile-required": "Выберите профиль устройства.",
    "file-required": "Выберите файл пакета.",
    "file-empty": "Файл пуст.",
    "url-invalid": "Введите адрес, начинающийся с http:// или https://.",
    "checksum-hex": "Контрольная сумма содержит только шестнадцатеричные цифры 0–9 и a–f.",
    "checksum-length": "Контрольная сумма {{algorithm}} состоит из {{length}} шестнадцатеричных цифр.",
    "checksum-hint-browser": "Если оставить пустой, консоль вычислит её перед загрузкой, а сервер сверит с ней файл.",
    "checksum-hint-server": "Если оставить пустой, сервер вычислит её по загруженному файлу.",
    "checksum-hint-url": "Устройства смогут сверить с ней скачанный файл.",
  },
  progress: {
    checksum: "Вычисление контрольной суммы…",
    info: "Сохранение пакета…",
    upload: "Загрузка {{file}}…",
    removing: "Удаление незавершённого пакета…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} из {{total}}",
  },
  save: {
    added: "Пакет {{title}} {{version}} добавлен.",
    "cancel-upload": "Отменить загрузку",
    cancelled: "Загрузка отменена. Пакет снова удалён, поэтому ничего не добавлено.",
    "cancelled-kept": "Загрузка отменена, но пакет удалить не удалось. Удалите его из списка.",
    "upload-failed": "Не удалось загрузить файл. Пакет снова удалён, поэтому ничего не добавлено.",
    "upload-failed-kept": "Не удалось загрузить файл и удалить пакет. Удалите его из списка.",
    connection: "Сервер недоступен.",
    status: "Сервер ответил статусом {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Создан",
    "file-name": "Имя файла",
    "content-type": "Тип содержимого",
    size: "Размер",
    "copy-checksum": "Копировать контрольную сумму",
    "delete-title": "Удалить пакет {{title}} {{version}}?",
    deleted: "Пакет {{title}} {{version}} удалён.",
  },
} satisfies OtaMessages;
