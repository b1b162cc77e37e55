import type { CustomMessages } from '../messages.js';

/** 日本語. */
export default {
  type: {
    'not-loaded': 'ウィジェットタイプ {{type}} が読み込まれていないため、このウィジェットを実行できません。',
    loading: 'ウィジェットタイプ {{type}} を読み込んでいます',
    missing: 'ウィジェットタイプ {{type}} はサーバーに存在しません。',
    failed: 'ウィジェットタイプ {{type}} を読み込めませんでした: {{message}}',
    'no-script': 'ウィジェットタイプ {{type}} には tbkit のビューも実行するスクリプトもありません。',
    resources: 'このウィジェットには外部リソース（{{urls}}）が必要ですが、サンドボックスでは読み込みません。',
  },
  failed: {
    'no-start': 'ウィジェットのサンドボックスが起動しませんでした。ページのセキュリティポリシーによってブロックされている可能性があります。',
    compile: 'ウィジェットのスクリプトに構文エラーがあります: {{message}}',
    init: 'ウィジェットのスクリプトが起動中に失敗しました: {{message}}',
    data: 'ウィジェットのスクリプトが新しいデータの表示中に失敗しました: {{message}}',
    run: 'ウィジェットのスクリプトがエラーで停止しました: {{message}}',
  },
  frame: {
    title: 'カスタムウィジェット {{title}}',
  },
  rpc: {
    unavailable: 'このダッシュボードはこのウィジェットからコマンドを送信できません。',
  },
  state: {
    'no-action': 'このウィジェットのアクションには状態 {{state}} を開くものがありません。',
  },
} satisfies CustomMessages;
