import type { ContactMessages } from '../messages.js';

/** 简体中文. */
export default {
  contact: {
    country: '国家/地区',
    city: '城市',
    state: '州 / 省',
    zip: '邮政编码',
    address: '地址',
    address2: '地址 2',
    email: '电子邮件',
    'search-country': '输入以搜索国家/地区',
    'no-countries-matching': "没有与 '{{text}}' 匹配的国家/地区。",
    'clear-country': '清除国家/地区',
    'city-max-length': '城市名称过长。',
    'state-max-length': '州 / 省名称过长。',
    'postal-code-invalid': '该国家/地区的邮政编码无效。',
  },
  user: {
    'invalid-email-format': '电子邮件格式无效。',
  },
} satisfies ContactMessages;
