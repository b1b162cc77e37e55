import type { ResourcesMessages } from '../messages.js';

/** 日本語. */
export default {
  type: {
    JS_MODULE: "JS モジュール",
    LWM2M_MODEL: "LwM2M モデル",
    PKCS_12: "PKCS #12 キーストア",
    JKS: "JKS キーストア",
  },
  column: {
    type: "リソースの種類",
  },
  list: {
    empty: "リソースはまだありません",
  },
  add: {
    button: "リソースを追加",
    title: "リソースを追加",
    added: "リソース「{{title}}」を追加しました。",
    failed: "リソースを保存できませんでした。",
  },
  field: {
    type: "リソースの種類",
    title: "タイトル",
    file: "リソースファイル",
    "file-hint": "{{type}} のファイルは {{endings}} で終わります。",
    "title-from-model": "LwM2M モデルのタイトルは、名前、オブジェクト ID、バージョンから付けられます。",
    key: "リソースキー",
    "file-name": "ファイル名",
    "replace-file": "ファイルを置き換える",
  },
  file: {
    required: "リソースファイルを選択してください。",
    empty: "ファイルが空です。",
    "too-large": "ファイルが {{max}} を超えています。",
    "unknown-type": "このファイルの種類を判別できません。リソースファイルは {{endings}} で終わります。",
    "wrong-type": "このファイルは種類 {{type}} に合いません。{{endings}} で終わるファイルを選択してください。",
    "not-lwm2m": "このファイルは LwM2M モデルではありません。LWM2M Object 要素がありません。",
  },
  download: {
    action: "{{title}} をダウンロード",
  },
  delete: {
    title: "リソース「{{title}}」を削除しますか?",
    text: "このリソースを使うプロファイルやウィジェットは、リソースを見つけられなくなります。元に戻せません。",
    deleted: "リソース「{{title}}」を削除しました。",
    "bulk-title": "選択したリソース ({{count}}) を削除しますか?",
    "bulk-text": "これらのリソースを使うプロファイルやウィジェットは、リソースを見つけられなくなります。元に戻せません。",
    "system-kept": "システムリソース「{{title}}」は残しました。テナントはシステムリソースを削除できません。",
  },
  details: {
    section: "リソース",
    saved: "リソースを保存しました。",
    "read-only": "これはシステムリソースです。テナントは表示とダウンロードはできますが、変更はできません。",
    invalid: "保存する前に、印の付いた項目を修正してください。",
    "not-found": "リソースが見つかりません",
    "not-found-text": "リソースが削除されたか、アドレスが間違っている可能性があります。",
    back: "リソースライブラリに戻る",
  },
} satisfies ResourcesMessages;
