import type { ContactMessages } from '../messages.js';

/** 日本語. */
export default {
  contact: {
    country: '国',
    city: '市区町村',
    state: '都道府県 / 州',
    zip: '郵便番号',
    address: '住所',
    address2: '住所 2',
    email: 'メールアドレス',
    'search-country': '入力して国を検索',
    'no-countries-matching': "'{{text}}' に一致する国はありません。",
    'clear-country': '国をクリア',
    'city-max-length': '市区町村名が長すぎます。',
    'state-max-length': '都道府県 / 州の名前が長すぎます。',
    'postal-code-invalid': 'この国の郵便番号の形式ではありません。',
  },
  user: {
    'invalid-email-format': 'メールアドレスの形式が正しくありません。',
  },
} satisfies ContactMessages;
