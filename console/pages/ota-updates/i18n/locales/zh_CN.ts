import type { OtaMessages } from '../messages.js';

/** 简体中文. */
export default {
  add: {
    button: "添加包",
    title: "添加 OTA 包",
  },
  field: {
    title: "标题",
    version: "版本",
    type: "类型",
    "device-profile": "设备配置文件",
    source: "包内容",
    file: "文件",
    url: "外部 URL",
    "checksum-algorithm": "校验和算法",
    checksum: "校验和",
    "checksum-optional": "校验和（可选）",
    description: "描述",
  },
  type: {
    FIRMWARE: "固件",
    SOFTWARE: "软件",
  },
  source: {
    file: "上传文件",
    url: "使用外部 URL",
  },
  file: {
    choose: "选择文件",
    other: "选择其他文件",
    none: "未选择文件",
  },
  form: {
    "profile-required": "请选择设备配置文件。",
    "file-required": "请选择包文件。",
    "file-empty": "文件为空。",
    "url-invalid": "请输入以 http:// 或 https:// 开头的地址。",
    "checksum-hex": "校验和只能包含十六进制数字 0–9 和 a–f。",
    "checksum-length": "{{algorithm}} 校验和为 {{length}} 位十六进制数字。",
    "checksum-hint-browser": "留空时，控制台会在上传前计算，服务器据此校验文件。",
    "checksum-hint-server": "留空时，服务器会根据上传的文件计算。",
    "checksum-hint-url": "设备可以据此校验下载的文件。",
  },
  progress: {
    checksum: "正在计算校验和…",
    info: "正在保存包…",
    upload: "正在上传 {{file}}…",
    removing: "正在删除未完成的包…",
    percent: "{{percent}}%",
    bytes: "{{loaded}} / {{total}}",
  },
  save: {
    added: "已添加包 {{title}} {{version}}。",
    "cancel-upload": "取消上传",
    cancelled: "已取消上传。包已被删除，因此没有添加任何内容。",
    "cancelled-kept": "已取消上传，但无法删除该包。请在列表中将其删除。",
    "upload-failed": "无法上传文件。包已被删除，因此没有添加任何内容。",
    "upload-failed-kept": "无法上传文件，也无法删除该包。请在列表中将其删除。",
    connection: "无法连接服务器。",
    status: "服务器返回状态 {{status}}。",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "创建时间",
    "file-name": "文件名",
    "content-type": "内容类型",
    size: "大小",
    "copy-checksum": "复制校验和",
    "delete-title": "删除包 {{title}} {{version}}？",
    deleted: "已删除包 {{title}} {{version}}。",
  },
} satisfies OtaMessages;
