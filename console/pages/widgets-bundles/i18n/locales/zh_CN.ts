import type { BundlesMessages } from '../messages.js';

/** 简体中文. */
export default {
  add: {
    button: "添加部件包",
    title: "添加部件包",
    added: "已添加部件包 {{title}}。",
  },
  edit: {
    action: "编辑",
    title: "编辑部件包",
    saved: "已保存部件包 {{title}}。",
  },
  field: {
    title: "标题",
    description: "描述",
    image: "图片",
  },
  form: {
    'title-required': "标题为必填项。",
    'title-max': "标题最多 {{max}} 个字符。",
    'description-max': "描述最多 {{max}} 个字符。",
  },
  delete: {
    title: "删除部件包 {{title}}？",
    deleted: "已删除部件包 {{title}}。",
  },
  import: {
    button: "导入部件包",
    title: "导入部件包",
    hint: "用“导出 JSON”导出的部件包：包含其部件的部件包。",
    summary: "{{title}} · 部件：{{count}}",
    imported: "已导入部件包 {{title}}。",
    'not-bundle': "此 JSON 不是部件包导出：需要带标题的 widgetsBundle。",
    'bad-widget': "部件 {{index}} 没有名称或描述符（descriptor）。",
    'widget-refused': "部件 {{name}} 被拒绝，因此未保留该部件包。",
    'widget-refused-kept': "部件 {{name}} 被拒绝，且无法删除该部件包。请在列表中删除它。",
  },
} satisfies BundlesMessages;
