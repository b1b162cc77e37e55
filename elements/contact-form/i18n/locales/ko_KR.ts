import type { ContactMessages } from '../messages.js';

/** 한국어. */
export default {
  contact: {
    country: '국가',
    city: '도시',
    state: '주 / 도',
    zip: '우편번호',
    address: '주소',
    address2: '주소 2',
    email: '이메일',
    'search-country': '국가를 검색하려면 입력하세요',
    'no-countries-matching': "'{{text}}'와(과) 일치하는 국가가 없습니다.",
    'clear-country': '국가 지우기',
    'city-max-length': '도시 이름이 너무 깁니다.',
    'state-max-length': '주 이름이 너무 깁니다.',
    'postal-code-invalid': '이 국가의 우편번호 형식이 아닙니다.',
  },
  user: {
    'invalid-email-format': '이메일 형식이 올바르지 않습니다.',
  },
} satisfies ContactMessages;
