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
} satisfies KitMessages;
