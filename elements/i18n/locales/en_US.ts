/** English (United States): the kit's messages, the reference every other language is checked against. */
export default {
  action: {
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
    cancel: 'Cancel',
    ok: 'OK',
  },
  toast: {
    error: 'Error',
    warn: 'Warning',
    success: 'Success',
    info: 'Information',
  },
  help: {
    help: 'Help',
  },
  progress: {
    loading: 'Loading',
  },
  shortcuts: {
    title: 'Keyboard Shortcuts',
    toggle: 'Show or hide keyboard shortcuts',
  },
  home: {
    home: 'Home',
  },
  user: {
    'sys-admin': 'System administrator',
    'tenant-admin': 'Tenant administrator',
    customer: 'Customer',
  },
  'user-menu': {
    open: 'Account menu',
    profile: 'Profile',
    security: 'Security',
    logout: 'Log out',
  },
  breadcrumbs: {
    label: 'Breadcrumb',
  },
  language: {
    language: 'Language',
  },
  'password-input': {
    show: 'Show password',
    hide: 'Hide password',
  },
  markdown: {
    'render-failed': 'Failed to render markdown!',
    'copy-code': 'Copy code',
  },
  'phone-input': {
    phone: 'Phone',
    country: 'Country',
    'phone-input-required': 'Phone number is required.',
    'phone-input-validation': 'Enter a valid international number: a plus sign, the country code and the number.',
  },
};
