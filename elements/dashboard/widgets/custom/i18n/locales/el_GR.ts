import type { CustomMessages } from '../messages.js';

/** Ελληνικά. */
export default {
  type: {
    'not-loaded': 'Ο τύπος widget {{type}} δεν έχει φορτωθεί, γι\' αυτό αυτό το widget δεν μπορεί να εκτελεστεί.',
    loading: 'Φόρτωση του τύπου widget {{type}}',
    missing: 'Ο τύπος widget {{type}} δεν υπάρχει στον διακομιστή.',
    failed: 'Δεν ήταν δυνατή η φόρτωση του τύπου widget {{type}}: {{message}}',
    'no-script': 'Ο τύπος widget {{type}} δεν έχει προβολή στο tbkit ούτε σενάριο προς εκτέλεση.',
    resources: 'Αυτό το widget χρειάζεται εξωτερικούς πόρους ({{urls}}), τους οποίους το sandbox δεν φορτώνει.',
  },
  failed: {
    'no-start': 'Το sandbox του widget δεν ξεκίνησε. Ίσως το εμποδίζει η πολιτική ασφαλείας της σελίδας.',
    compile: 'Το σενάριο του widget έχει συντακτικό σφάλμα: {{message}}',
    init: 'Το σενάριο του widget απέτυχε κατά την εκκίνηση: {{message}}',
    data: 'Το σενάριο του widget απέτυχε κατά την εμφάνιση νέων δεδομένων: {{message}}',
    run: 'Το σενάριο του widget σταμάτησε με σφάλμα: {{message}}',
  },
  frame: {
    title: 'Προσαρμοσμένο widget {{title}}',
  },
  rpc: {
    unavailable: 'Αυτός ο πίνακας ελέγχου δεν μπορεί να στείλει εντολές από αυτό το widget.',
  },
  state: {
    'no-action': 'Καμία ενέργεια αυτού του widget δεν ανοίγει την κατάσταση {{state}}.',
  },
} satisfies CustomMessages;
