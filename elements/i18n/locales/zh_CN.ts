import type { KitMessages } from '../messages.js';

/** 简体中文. */
export default {
  action: {
    copy: '复制',
    copied: '已复制',
    close: '关闭',
    cancel: '取消',
    ok: '确定',
  },
  toast: {
    error: '错误',
    warn: '警告',
    success: '成功',
    info: '信息',
  },
  help: {
    help: '帮助',
  },
  progress: {
    loading: '正在加载',
  },
  shortcuts: {
    title: '键盘快捷键',
    toggle: '显示或隐藏键盘快捷键',
  },
  home: {
    home: '首页',
  },
  user: {
    'sys-admin': '系统管理员',
    'tenant-admin': '租户管理员',
    customer: '客户',
  },
  'user-menu': {
    open: '账户菜单',
    profile: '个人资料',
    security: '安全',
    logout: '退出登录',
  },
  breadcrumbs: {
    label: '面包屑导航',
  },
  language: {
    language: '语言',
  },
  'password-input': {
    show: '显示密码',
    hide: '隐藏密码',
  },
  markdown: {
    'render-failed': '无法渲染 Markdown。',
    'copy-code': '复制代码',
  },
  'phone-input': {
    phone: '电话',
    country: '国家/地区',
    'phone-input-required': '请输入电话号码。',
    'phone-input-validation': '请输入有效的国际号码：加号、国家/地区代码和号码。',
  },
} satisfies KitMessages;
