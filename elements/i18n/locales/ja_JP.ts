import type { KitMessages } from '../messages.js';

/** 日本語. */
export default {
  action: {
    copy: 'コピー',
    copied: 'コピーしました',
    close: '閉じる',
    cancel: 'キャンセル',
    ok: 'OK',
  },
  toast: {
    error: 'エラー',
    warn: '警告',
    success: '成功',
    info: 'お知らせ',
  },
  help: {
    help: 'ヘルプ',
  },
  progress: {
    loading: '読み込み中',
  },
  shortcuts: {
    title: 'キーボードショートカット',
    toggle: 'キーボードショートカットの表示／非表示',
  },
  home: {
    home: 'ホーム',
  },
  user: {
    'sys-admin': 'システム管理者',
    'tenant-admin': 'テナント管理者',
    customer: '顧客',
  },
  'user-menu': {
    open: 'アカウントメニュー',
    profile: 'プロフィール',
    security: 'セキュリティ',
    logout: 'ログアウト',
  },
  breadcrumbs: {
    label: 'パンくずリスト',
  },
  language: {
    language: '言語',
  },
  'password-input': {
    show: 'パスワードを表示',
    hide: 'パスワードを隠す',
  },
  markdown: {
    'render-failed': 'Markdown を表示できませんでした。',
    'copy-code': 'コードをコピー',
  },
  'phone-input': {
    phone: '電話番号',
    country: '国',
    'phone-input-required': '電話番号を入力してください。',
    'phone-input-validation': '有効な国際電話番号を入力してください（プラス記号、国番号、番号の順）。',
  },
  entity: {
    'no-entities-prompt': 'エンティティが見つかりません',
    'no-entities-matching': '「{{entity}}」に一致するエンティティはありません。',
    'selected-entities': '{{count}} 件選択中',
  },
  'entity-table': {
    label: 'エンティティ',
    search: '検索',
    'clear-search': '検索をクリア',
    refresh: '更新',
    'rows-per-page': '1 ページの行数',
    range: '{{from}}–{{to}} / {{total}}',
    'first-page': '最初のページ',
    'previous-page': '前のページ',
    'next-page': '次のページ',
    'last-page': '最後のページ',
    'select-all': 'このページのすべての行を選択',
    'select-row': '{{name}} を選択',
    'clear-selection': '選択を解除',
    'load-failed': '一覧を読み込めませんでした',
    retry: '再試行',
    yes: 'はい',
    no: 'いいえ',
    column: {
      'created-time': '作成日時',
      name: '名前',
      type: 'タイプ',
      label: 'ラベル',
      customer: '顧客',
      'device-profile': 'デバイスプロファイル',
      public: '公開',
      gateway: 'ゲートウェイ',
      title: 'タイトル',
      email: 'メール',
      country: '国',
      city: '市区町村',
      'first-name': '名',
      'last-name': '姓',
    },
  },
} satisfies KitMessages;
