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
} satisfies KitMessages;
