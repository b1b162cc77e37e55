import type { PickersMessages } from '../messages.js';

/** 日本語. */
export default {
  common: {
    clear: 'クリア',
    searching: '検索中…',
  },
  entity: {
    entity: 'エンティティ',
    search: '名前で検索するには入力してください',
    required: 'エンティティは必須です。',
    'no-entities-found': 'エンティティが見つかりません',
    'no-entities-matching': '\'{{text}}\' に一致するエンティティはありません。',
  },
  'entity-type': {
    TENANT: 'テナント',
    TENANT_PROFILE: 'テナントプロファイル',
    CUSTOMER: '顧客',
    USER: 'ユーザー',
    DASHBOARD: 'ダッシュボード',
    ASSET: 'アセット',
    DEVICE: 'デバイス',
    DEVICE_PROFILE: 'デバイスプロファイル',
    ALARM: 'アラーム',
    RULE_CHAIN: 'ルールチェーン',
    EDGE: 'エッジ',
    ENTITY_VIEW: 'エンティティビュー',
    WIDGETS_BUNDLE: 'ウィジェットバンドル',
    OTA_PACKAGE: 'OTA パッケージ',
    QUEUE: 'キュー',
  },
} satisfies PickersMessages;
