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
  entity: {
    'no-entities-prompt': '未找到实体',
    'no-entities-matching': '没有与“{{entity}}”匹配的实体。',
    'selected-entities': '已选择 {{count}} 项',
  },
  'entity-table': {
    label: '实体',
    search: '搜索',
    'clear-search': '清除搜索',
    refresh: '刷新',
    'rows-per-page': '每页行数',
    range: '第 {{from}}–{{to}} 项，共 {{total}} 项',
    'first-page': '第一页',
    'previous-page': '上一页',
    'next-page': '下一页',
    'last-page': '最后一页',
    'select-all': '选择本页所有行',
    'select-row': '选择 {{name}}',
    'clear-selection': '清除选择',
    'load-failed': '无法加载列表',
    retry: '重试',
    yes: '是',
    no: '否',
    column: {
      'created-time': '创建时间',
      name: '名称',
      type: '类型',
      label: '标签',
      customer: '客户',
      'device-profile': '设备配置',
      public: '公开',
      gateway: '网关',
      title: '标题',
      email: '电子邮件',
      country: '国家',
      city: '城市',
      'first-name': '名',
      'last-name': '姓',
    },
  },
} satisfies KitMessages;
