import type { ContactMessages } from '../messages.js';

/** 繁體中文. */
export default {
  contact: {
    country: '國家/地區',
    city: '城市',
    state: '州 / 省',
    zip: '郵遞區號',
    address: '地址',
    address2: '地址 2',
    email: '電子郵件',
    'search-country': '輸入以搜尋國家/地區',
    'no-countries-matching': "沒有與 '{{text}}' 相符的國家/地區。",
    'clear-country': '清除國家/地區',
    'city-max-length': '城市名稱過長。',
    'state-max-length': '州 / 省名稱過長。',
    'postal-code-invalid': '此國家/地區的郵遞區號無效。',
  },
  user: {
    'invalid-email-format': '電子郵件格式無效。',
  },
} satisfies ContactMessages;
