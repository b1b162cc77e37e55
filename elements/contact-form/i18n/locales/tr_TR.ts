import type { ContactMessages } from '../messages.js';

/** Türkçe. */
export default {
  contact: {
    country: 'Ülke',
    city: 'Şehir',
    state: 'Eyalet / İl',
    zip: 'Posta kodu',
    address: 'Adres',
    address2: 'Adres 2',
    email: 'E-posta',
    'search-country': 'Ülke aramak için yazın',
    'no-countries-matching': "'{{text}}' ile eşleşen ülke yok.",
    'clear-country': 'Ülkeyi temizle',
    'city-max-length': 'Şehir adı çok uzun.',
    'state-max-length': 'Eyalet adı çok uzun.',
    'postal-code-invalid': 'Bu ülke için geçersiz posta kodu.',
  },
  user: {
    'invalid-email-format': 'Geçersiz e-posta biçimi.',
  },
} satisfies ContactMessages;
