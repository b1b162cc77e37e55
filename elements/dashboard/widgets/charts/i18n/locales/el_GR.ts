import type { ChartsMessages } from '../messages.js';

/** Ελληνικά. */
export default {
  empty: {
    'no-data': 'Δεν υπάρχουν δεδομένα σε αυτό το χρονικό παράθυρο',
    'no-values': 'Δεν υπάρχουν ακόμη τιμές για εμφάνιση',
    loading: 'Φόρτωση γραφήματος',
  },
  chart: {
    label: 'Γράφημα: {{series}}',
    'zoom-hint': 'Σύρετε πάνω στο γράφημα για μεγέθυνση σε εκείνη την περίοδο.',
  },
  legend: {
    caption: 'Υπόμνημα',
    series: 'Σειρά',
    min: 'Ελάχ.',
    max: 'Μέγ.',
    avg: 'Μ.Ο.',
    total: 'Σύνολο',
    latest: 'Τελευταία',
    toggle: 'Εμφάνιση ή απόκρυψη αυτής της σειράς',
  },
  bars: {
    label: 'Ραβδόγραμμα των τελευταίων τιμών',
  },
  pie: {
    label: 'Γράφημα πίτας των τελευταίων τιμών',
    share: '{{percent}} %',
  },
} satisfies ChartsMessages;
