import type { OtaMessages } from '../messages.js';

/** 日本語. */
export default {
  add: {
    button: "パッケージを追加",
    title: "OTA パッケージを追加",
  },
  field: {
    title: "タイトル",
    version: "バージョン",
    type: "種類",
    "device-profile": "デバイスプロファイル",
    source: "パッケージの内容",
    file: "ファイル",
    url: "外部 URL",
    "checksum-algorithm": "チェックサムアルゴリズム",
    checksum: "チェックサム",
    "checksum-optional": "チェックサム（任意）",
    description: "説明",
  },
  type: {
    FIRMWARE: "ファームウェア",
    SOFTWARE: "ソフトウェア",
  },
  source: {
    file: "ファイルをアップロード",
    url: "外部 URL を使用",
  },
  file: {
    choose: "ファイルを選択",
    other: "別のファイルを選択",
    none: "ファイルが選択されていません",
  },
  form: {
    "profile-required": "デバイスプロファイルを選択してください。",
    "file-required": "パッケージファイルを選択してください。",
    "file-empty": "ファイルが空です。",
    "url-invalid": "http:// または https:// で始まるアドレスを入力してください。",
    "checksum-hex": "チェックサムに使えるのは 16 進数字 0–9 と a–f だけです。",
    "checksum-length": "{{algorithm}} のチェックサムは 16 進数 {{length}} 桁です。",
    "checksum-hint-browser": "空欄の場合、コンソールがアップロード前に計算し、サーバーがそれでファイルを検証します。",
    "checksum-hint-server": "空欄の場合、サーバーがアップロードされたファイルから計算します。",
    "checksum-hint-url": "デバイスはダウンロードしたファイルをこれで検証できます。",
  },
  progress: {
    checksum: "チェックサムを計算しています…",
    info: "パッケージを保存しています…",
    upload: "{{file}} をアップロードしています…",
    removing: "未完成のパッケージを削除しています…",
    percent: "{{percent}}%",
    bytes: "{{loaded}} / {{total}}",
  },
  save: {
    added: "パッケージ {{title}} {{version}} を追加しました。",
    "cancel-upload": "アップロードを取り消す",
    cancelled: "アップロードを取り消しました。パッケージは削除されたため、何も追加されていません。",
    "cancelled-kept": "アップロードを取り消しましたが、パッケージを削除できませんでした。一覧から削除してください。",
    "upload-failed": "ファイルをアップロードできませんでした。パッケージは削除されたため、何も追加されていません。",
    "upload-failed-kept": "ファイルをアップロードできず、パッケージも削除できませんでした。一覧から削除してください。",
    connection: "サーバーに接続できません。",
    status: "サーバーがステータス {{status}} で応答しました。",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "作成日時",
    "file-name": "ファイル名",
    "content-type": "コンテンツタイプ",
    size: "サイズ",
    "copy-checksum": "チェックサムをコピー",
    "delete-title": "パッケージ {{title}} {{version}} を削除しますか？",
    deleted: "パッケージ {{title}} {{version}} を削除しました。",
  },
} satisfies OtaMessages;
