import type { ResourcesMessages } from '../messages.js';

/** 简体中文. */
export default {
  type: {
    JS_MODULE: "JS 模块",
    LWM2M_MODEL: "LwM2M 模型",
    PKCS_12: "PKCS #12 密钥库",
    JKS: "JKS 密钥库",
  },
  column: {
    type: "资源类型",
  },
  list: {
    empty: "暂无资源",
  },
  add: {
    button: "添加资源",
    title: "添加资源",
    added: "已添加资源“{{title}}”。",
    failed: "无法保存资源。",
  },
  field: {
    type: "资源类型",
    title: "标题",
    file: "资源文件",
    "file-hint": "{{type}} 类型的文件以 {{endings}} 结尾。",
    "title-from-model": "LwM2M 模型的标题由其名称、对象 ID 和版本组成。",
    key: "资源键",
    "file-name": "文件名",
    "replace-file": "替换文件",
  },
  file: {
    required: "请选择资源文件。",
    empty: "文件为空。",
    "too-large": "文件大于 {{max}}。",
    "unknown-type": "无法检测此文件的类型:资源文件以 {{endings}} 结尾。",
    "wrong-type": "此文件与类型 {{type}} 不符:请选择以 {{endings}} 结尾的文件。",
    "not-lwm2m": "此文件不是 LwM2M 模型:其中没有 LWM2M Object 元素。",
  },
  download: {
    action: "下载 {{title}}",
  },
  delete: {
    title: "删除资源“{{title}}”?",
    text: "使用该资源的配置文件和部件将无法再找到它。此操作无法撤销。",
    deleted: "已删除资源“{{title}}”。",
    "bulk-title": "删除所选资源({{count}})?",
    "bulk-text": "使用这些资源的配置文件和部件将无法再找到它们。此操作无法撤销。",
    "system-kept": "已保留系统资源“{{title}}”:租户不能删除系统资源。",
  },
  details: {
    section: "资源",
    saved: "资源已保存。",
    "read-only": "这是系统资源:租户可以查看和下载,但不能更改。",
    invalid: "保存前请更正标记的字段。",
    "not-found": "未找到资源",
    "not-found-text": "资源可能已被删除,或地址有误。",
    back: "返回资源库",
  },
} satisfies ResourcesMessages;
