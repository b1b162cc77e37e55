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
  entity: {
    'no-entities-prompt': 'ობიექტები ვერ მოიძებნა',
    'no-entities-matching': '„{{entity}}“-ს არცერთი ობიექტი არ ემთხვევა.',
    'selected-entities': 'არჩეულია: {{count}}',
  },
  'entity-table': {
    label: 'ობიექტები',
    search: 'ძიება',
    'clear-search': 'ძიების გასუფთავება',
    refresh: 'განახლება',
    'rows-per-page': 'სტრიქონი გვერდზე',
    range: '{{from}}–{{to}} / {{total}}',
    'first-page': 'პირველი გვერდი',
    'previous-page': 'წინა გვერდი',
    'next-page': 'შემდეგი გვერდი',
    'last-page': 'ბოლო გვერდი',
    'select-all': 'ამ გვერდის ყველა სტრიქონის არჩევა',
    'select-row': '{{name}}-ის არჩევა',
    'clear-selection': 'არჩევის გაუქმება',
    'load-failed': 'სიის ჩატვირთვა ვერ მოხერხდა',
    retry: 'ხელახლა ცდა',
    yes: 'დიახ',
    no: 'არა',
    column: {
      'created-time': 'შექმნის დრო',
      name: 'სახელი',
      type: 'ტიპი',
      label: 'იარლიყი',
      customer: 'მომხმარებელი',
      'device-profile': 'მოწყობილობის პროფილი',
      public: 'საჯარო',
      gateway: 'შლუზი',
      title: 'სათაური',
      email: 'ელფოსტა',
      country: 'ქვეყანა',
      city: 'ქალაქი',
      'first-name': 'სახელი',
      'last-name': 'გვარი',
    },
  },
} satisfies KitMessages;
