import type { KitMessages } from '../messages.js';

/** ქართული. */
export default {
  action: {
    copy: 'კოპირება',
    copied: 'დაკოპირდა',
    close: 'დახურვა',
    cancel: 'გაუქმება',
    ok: 'კარგი',
  },
  toast: {
    error: 'შეცდომა',
    warn: 'გაფრთხილება',
    success: 'წარმატება',
    info: 'ინფორმაცია',
  },
  help: {
    help: 'დახმარება',
  },
  progress: {
    loading: 'იტვირთება',
  },
  shortcuts: {
    title: 'კლავიატურის მალსახმობები',
    toggle: 'კლავიატურის მალსახმობების ჩვენება ან დამალვა',
  },
  home: {
    home: 'მთავარი',
  },
  user: {
    'sys-admin': 'სისტემის ადმინისტრატორი',
    'tenant-admin': 'ტენანტის ადმინისტრატორი',
    customer: 'კლიენტი',
  },
  'user-menu': {
    open: 'ანგარიშის მენიუ',
    profile: 'პროფილი',
    security: 'უსაფრთხოება',
    logout: 'გასვლა',
  },
  breadcrumbs: {
    label: 'ნავიგაციის ბილიკი',
  },
  language: {
    language: 'ენა',
  },
  'password-input': {
    show: 'პაროლის ჩვენება',
    hide: 'პაროლის დამალვა',
  },
  markdown: {
    'render-failed': 'Markdown-ის ჩვენება ვერ მოხერხდა.',
    'copy-code': 'კოდის კოპირება',
  },
  'phone-input': {
    phone: 'ტელეფონი',
    country: 'ქვეყანა',
    'phone-input-required': 'შეიყვანეთ ტელეფონის ნომერი.',
    'phone-input-validation': 'შეიყვანეთ სწორი საერთაშორისო ნომერი: პლუს ნიშანი, ქვეყნის კოდი და ნომერი.',
  },
} satisfies KitMessages;
