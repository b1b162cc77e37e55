import type { HomeSettingsMessages } from '../messages.js';

/** Русский. */
export default {
  intro: "Выберите дашборд, который пользователи арендатора видят как домашнюю страницу.",
  dashboard: "Домашний дашборд",
  "dashboard-hint": "Оставьте пустым, чтобы не задавать домашний дашборд.",
  "hide-toolbar": "Скрыть панель инструментов дашборда",
  saved: "Домашние настройки сохранены.",
  cleared: "Домашние настройки сохранены: домашнего дашборда нет.",
  "load-failed": "Не удалось загрузить домашние настройки.",
} satisfies HomeSettingsMessages;
