import type { ContactMessages } from '../messages.js';

/** Русский. */
export default {
  contact: {
    country: 'Страна',
    city: 'Город',
    state: 'Штат / Область',
    zip: 'Почтовый индекс',
    address: 'Адрес',
    address2: 'Адрес 2',
    email: 'Эл. почта',
    'search-country': 'Введите название страны для поиска',
    'no-countries-matching': "Нет стран, совпадающих с '{{text}}'.",
    'clear-country': 'Очистить страну',
    'city-max-length': 'Название города слишком длинное.',
    'state-max-length': 'Название штата слишком длинное.',
    'postal-code-invalid': 'Неверный почтовый индекс для этой страны.',
  },
  user: {
    'invalid-email-format': 'Неверный формат электронной почты.',
  },
} satisfies ContactMessages;
