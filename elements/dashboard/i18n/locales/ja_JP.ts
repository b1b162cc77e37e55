import type { DashboardMessages } from '../messages.js';

/** 日本語. */
export default {
  widget: {
    loading: "{{title}} を読み込み中",
    'no-entities': "このウィジェットのエイリアスに一致するエンティティがありません。",
    'unknown-alias': "このウィジェットはダッシュボードにないエンティティエイリアスを読み込んでいます。",
    'no-state-entity': "このウィジェットはダッシュボードの状態のエンティティを表示しますが、選択されていません。",
    'function-source': "生成（関数）データソースはこのコンソールではまだ計算されません。",
    'no-datasource': "このウィジェットにはデータソースがありません。",
    'subscription-failed': "データを読み込めませんでした: {{message}}",
    unsupported: "{{type}} のネイティブ表示はまだありません。",
    'view-failed': "このウィジェットの表示を読み込めませんでした。",
    'no-target-device': "このウィジェットには対象デバイスがありません。",
    untitled: "ウィジェット",
  },
  toolbar: {
    back: "前の状態に戻る",
    states: "ダッシュボードの状態",
  },
  view: {
    'empty-state': "このダッシュボードの状態にはウィジェットがありません。",
    'right-layout': "サイドパネル",
  },
  page: {
    loading: "ダッシュボードを読み込み中",
    'not-found': "ダッシュボードが見つかりません",
    'not-found-text': "ダッシュボードが存在しないか、削除されました。",
    forbidden: "このダッシュボードを開く権限がありません",
    'forbidden-text': "このダッシュボードはあなたに割り当てられていません。所有者にアクセスを依頼してください。",
    'load-failed': "ダッシュボードを読み込めませんでした",
    retry: "再試行",
    'back-to-dashboards': "ダッシュボード一覧に戻る",
  },
  embed: {
    'no-dashboard-id': "表示するダッシュボードを選ぶには dashboard-id 属性を設定してください。",
    'signed-out': "サーバーがサインインを求めています。要素にトークンペア、トークンプロバイダー、または公開 ID を渡してください。",
    'sign-in-failed': "サーバーへのサインインに失敗しました: {{message}}",
    'load-failed': "サーバーの応答: {{message}}",
    'no-widget-id': "表示するウィジェットを選ぶには widget-id 属性を設定してください。",
    'widget-not-found': "このダッシュボードには ID が {{widgetId}} のウィジェットがありません。",
    'widget-failed': "ウィジェットを読み込めませんでした",
  },
} satisfies DashboardMessages;
