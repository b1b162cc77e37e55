import type { BundlesMessages } from '../messages.js';

/** 日本語. */
export default {
  add: {
    button: "ウィジェットバンドルを追加",
    title: "ウィジェットバンドルを追加",
    added: "ウィジェットバンドル {{title}} を追加しました。",
  },
  edit: {
    action: "編集",
    title: "ウィジェットバンドルを編集",
    saved: "ウィジェットバンドル {{title}} を保存しました。",
  },
  field: {
    title: "タイトル",
    description: "説明",
    image: "画像",
  },
  form: {
    'title-required': "タイトルは必須です。",
    'title-max': "タイトルは {{max}} 文字以内で入力してください。",
    'description-max': "説明は {{max}} 文字以内で入力してください。",
  },
  delete: {
    title: "ウィジェットバンドル {{title}} を削除しますか？",
    deleted: "ウィジェットバンドル {{title}} を削除しました。",
  },
  import: {
    button: "ウィジェットバンドルをインポート",
    title: "ウィジェットバンドルをインポート",
    hint: "「JSON をエクスポート」で書き出したウィジェットバンドル（ウィジェットを含むバンドル）。",
    summary: "{{title}} · ウィジェット: {{count}}",
    imported: "ウィジェットバンドル {{title}} をインポートしました。",
    'not-bundle': "この JSON はウィジェットバンドルのエクスポートではありません。タイトル付きの widgetsBundle が必要です。",
    'bad-widget': "ウィジェット {{index}} に名前または記述子（descriptor）がありません。",
    'widget-refused': "ウィジェット {{name}} が拒否されたため、バンドルは保存されませんでした。",
    'widget-refused-kept': "ウィジェット {{name}} が拒否され、バンドルを削除できませんでした。一覧から削除してください。",
  },
} satisfies BundlesMessages;
