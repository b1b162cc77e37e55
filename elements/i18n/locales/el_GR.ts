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
  entity: {
    'no-entities-prompt': 'Δεν βρέθηκαν οντότητες',
    'no-entities-matching': 'Καμία οντότητα δεν ταιριάζει με «{{entity}}».',
    'selected-entities': 'Επιλέχθηκαν: {{count}}',
  },
  'entity-table': {
    label: 'Οντότητες',
    search: 'Αναζήτηση',
    'clear-search': 'Εκκαθάριση αναζήτησης',
    refresh: 'Ανανέωση',
    'rows-per-page': 'Γραμμές ανά σελίδα',
    range: '{{from}}–{{to}} από {{total}}',
    'first-page': 'Πρώτη σελίδα',
    'previous-page': 'Προηγούμενη σελίδα',
    'next-page': 'Επόμενη σελίδα',
    'last-page': 'Τελευταία σελίδα',
    'select-all': 'Επιλογή όλων των γραμμών της σελίδας',
    'select-row': 'Επιλογή {{name}}',
    'clear-selection': 'Εκκαθάριση επιλογής',
    'load-failed': 'Δεν ήταν δυνατή η φόρτωση της λίστας',
    retry: 'Δοκιμάστε ξανά',
    yes: 'Ναι',
    no: 'Όχι',
    column: {
      'created-time': 'Ώρα δημιουργίας',
      name: 'Όνομα',
      type: 'Τύπος',
      label: 'Ετικέτα',
      customer: 'Πελάτης',
      'device-profile': 'Προφίλ συσκευής',
      public: 'Δημόσιο',
      gateway: 'Πύλη',
      title: 'Τίτλος',
      email: 'Email',
      country: 'Χώρα',
      city: 'Πόλη',
      'first-name': 'Όνομα',
      'last-name': 'Επώνυμο',
    },
  },
} satisfies KitMessages;
