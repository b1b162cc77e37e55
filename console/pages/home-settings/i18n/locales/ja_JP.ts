import type { HomeSettingsMessages } from '../messages.js';

/** 日本語. */
export default {
  intro: "テナントのユーザーにホームページとして表示するダッシュボードを選択します。",
  dashboard: "ホームダッシュボード",
  "dashboard-hint": "ホームダッシュボードを設定しない場合は空のままにします。",
  "hide-toolbar": "ダッシュボードのツールバーを非表示にする",
  saved: "ホーム設定を保存しました。",
  cleared: "ホーム設定を保存しました(ホームダッシュボードなし)。",
  "load-failed": "ホーム設定を読み込めませんでした。",
} satisfies HomeSettingsMessages;
