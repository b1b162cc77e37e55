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
} satisfies KitMessages;
