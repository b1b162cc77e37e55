import type { ScopedMessages } from '../messages.js';

/** Ελληνικά. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: 'Δεν έχουν ανατεθεί ακόμη πάγια στο {{name}}.',
    DEVICE: 'Δεν έχουν ανατεθεί ακόμη συσκευές στο {{name}}.',
    ENTITY_VIEW: 'Δεν έχουν ανατεθεί ακόμη προβολές οντοτήτων στο {{name}}.',
    DASHBOARD: 'Δεν έχουν ανατεθεί ακόμη πίνακες ελέγχου στο {{name}}.',
    EDGE: 'Δεν έχουν ανατεθεί ακόμη στιγμιότυπα Edge στο {{name}}.',
  },
  links: {
    customer: 'Χρήστες και οντότητες',
    edge: 'Ανατεθειμένες οντότητες',
  },
  assign: {
    'to-edge': 'Ανάθεση στο Edge',
    'title-ASSET': 'Ανάθεση παγίων στο {{name}}',
    'title-DEVICE': 'Ανάθεση συσκευών στο {{name}}',
    'title-ENTITY_VIEW': 'Ανάθεση προβολών οντοτήτων στο {{name}}',
    'title-DASHBOARD': 'Ανάθεση πινάκων ελέγχου στο {{name}}',
    'title-EDGE': 'Ανάθεση στιγμιοτύπων Edge στο {{name}}',
    'hint-customer': 'Προσφέρονται μόνο όσα δεν έχουν ανατεθεί σε κανέναν πελάτη. Για να μεταφέρετε ένα από άλλον πελάτη, καταργήστε πρώτα την ανάθεσή του εκεί.',
    'hint-customer-dashboard': 'Οι πίνακες ελέγχου που έχουν ήδη ανατεθεί σε αυτόν τον πελάτη δεν προσφέρονται.',
    'hint-edge': 'Όσα έχουν ήδη ανατεθεί σε αυτό το Edge δεν προσφέρονται.',
    assign: 'Ανάθεση',
    assigned: 'Ανατέθηκε στο {{name}}.',
  },
  unassign: {
    'from-edge': 'Κατάργηση ανάθεσης από το Edge',
    unassigned: 'Η ανάθεση στο {{name}} καταργήθηκε.',
  },
} satisfies ScopedMessages;
