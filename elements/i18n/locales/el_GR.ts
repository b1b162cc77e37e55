import type { KitMessages } from '../messages.js';

/** Ελληνικά. */
export default {
  action: {
    copy: 'Αντιγραφή',
    copied: 'Αντιγράφηκε',
    close: 'Κλείσιμο',
    cancel: 'Ακύρωση',
    ok: 'OK',
  },
  toast: {
    error: 'Σφάλμα',
    warn: 'Προειδοποίηση',
    success: 'Επιτυχία',
    info: 'Πληροφορία',
  },
  help: {
    help: 'Βοήθεια',
  },
  progress: {
    loading: 'Φόρτωση',
  },
  shortcuts: {
    title: 'Συντομεύσεις πληκτρολογίου',
    toggle: 'Εμφάνιση ή απόκρυψη συντομεύσεων πληκτρολογίου',
  },
  home: {
    home: 'Αρχική',
  },
  user: {
    'sys-admin': 'Διαχειριστής συστήματος',
    'tenant-admin': 'Διαχειριστής μισθωτή',
    customer: 'Πελάτης',
  },
  'user-menu': {
    open: 'Μενού λογαριασμού',
    profile: 'Προφίλ',
    security: 'Ασφάλεια',
    logout: 'Αποσύνδεση',
  },
  breadcrumbs: {
    label: 'Διαδρομή πλοήγησης',
  },
  language: {
    language: 'Γλώσσα',
  },
  'password-input': {
    show: 'Εμφάνιση κωδικού πρόσβασης',
    hide: 'Απόκρυψη κωδικού πρόσβασης',
  },
  markdown: {
    'render-failed': 'Δεν ήταν δυνατή η απόδοση του Markdown.',
    'copy-code': 'Αντιγραφή κώδικα',
  },
  'phone-input': {
    phone: 'Τηλέφωνο',
    country: 'Χώρα',
    'phone-input-required': 'Ο αριθμός τηλεφώνου είναι υποχρεωτικός.',
    'phone-input-validation': 'Πληκτρολογήστε έναν έγκυρο διεθνή αριθμό: το σύμβολο συν, τον κωδικό χώρας και τον αριθμό.',
  },
} satisfies KitMessages;
