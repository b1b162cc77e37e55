import type { ContactMessages } from '../messages.js';

/** فارسی. */
export default {
  contact: {
    country: 'کشور',
    city: 'شهر',
    state: 'استان / ایالت',
    zip: 'کد پستی',
    address: 'نشانی',
    address2: 'نشانی ۲',
    email: 'ایمیل',
    'search-country': 'برای جستجوی کشور تایپ کنید',
    'no-countries-matching': "هیچ کشوری با '{{text}}' مطابقت ندارد.",
    'clear-country': 'پاک کردن کشور',
    'city-max-length': 'نام شهر بیش از حد طولانی است.',
    'state-max-length': 'نام استان بیش از حد طولانی است.',
    'postal-code-invalid': 'کد پستی برای این کشور نامعتبر است.',
  },
  user: {
    'invalid-email-format': 'قالب ایمیل نامعتبر است.',
  },
} satisfies ContactMessages;
