import type { BundlesMessages } from '../messages.js';

/** 繁體中文. */
export default {
  add: {
    button: "新增小工具套件",
    title: "新增小工具套件",
    added: "已新增小工具套件 {{title}}。",
  },
  edit: {
    action: "編輯",
    title: "編輯小工具套件",
    saved: "已儲存小工具套件 {{title}}。",
  },
  field: {
    title: "標題",
    description: "說明",
    image: "圖片",
  },
  form: {
    'title-required': "標題為必填。",
    'title-max': "標題最多 {{max}} 個字元。",
    'description-max': "說明最多 {{max}} 個字元。",
  },
  delete: {
    title: "刪除小工具套件 {{title}}？",
    deleted: "已刪除小工具套件 {{title}}。",
  },
  import: {
    button: "匯入小工具套件",
    title: "匯入小工具套件",
    hint: "以「匯出 JSON」匯出的小工具套件：包含其小工具的套件。",
    summary: "{{title}} · 小工具：{{count}}",
    imported: "已匯入小工具套件 {{title}}。",
    'not-bundle': "此 JSON 不是小工具套件匯出：需要具標題的 widgetsBundle。",
    'bad-widget': "小工具 {{index}} 沒有名稱或描述元（descriptor）。",
    'widget-refused': "小工具 {{name}} 遭拒，因此未保留該套件。",
    'widget-refused-kept': "小工具 {{name}} 遭拒，且無法刪除該套件。請從清單中刪除。",
  },
} satisfies BundlesMessages;
