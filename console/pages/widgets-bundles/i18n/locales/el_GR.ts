import type { BundlesMessages } from '../messages.js';

/** Ελληνικά. */
export default {
  add: {
    button: "Προσθήκη πακέτου widget",
    title: "Προσθήκη πακέτου widget",
    added: "Το πακέτο widget {{title}} προστέθηκε.",
  },
  edit: {
    action: "Επεξεργασία",
    title: "Επεξεργασία πακέτου widget",
    saved: "Το πακέτο widget {{title}} αποθηκεύτηκε.",
  },
  field: {
    title: "Τίτλος",
    description: "Περιγραφή",
    image: "Εικόνα",
  },
  form: {
    'title-required': "Ο τίτλος είναι υποχρεωτικός.",
    'title-max': "Ο τίτλος μπορεί να έχει έως {{max}} χαρακτήρες.",
    'description-max': "Η περιγραφή μπορεί να έχει έως {{max}} χαρακτήρες.",
  },
  delete: {
    title: "Διαγραφή του πακέτου widget {{title}};",
    deleted: "Το πακέτο widget {{title}} διαγράφηκε.",
  },
  import: {
    button: "Εισαγωγή πακέτου widget",
    title: "Εισαγωγή πακέτου widget",
    hint: "Ένα πακέτο widget που εξήχθη με «Εξαγωγή JSON»: το πακέτο με τα widget του.",
    summary: "{{title}} · widget: {{count}}",
    imported: "Το πακέτο widget {{title}} εισήχθη.",
    'not-bundle': "Αυτό το JSON δεν είναι εξαγωγή πακέτου widget: χρειάζεται ένα widgetsBundle με τίτλο.",
    'bad-widget': "Το widget {{index}} δεν έχει όνομα ή περιγραφέα (descriptor).",
    'widget-refused': "Το widget {{name}} απορρίφθηκε, οπότε το πακέτο δεν κρατήθηκε.",
    'widget-refused-kept': "Το widget {{name}} απορρίφθηκε και το πακέτο δεν μπόρεσε να διαγραφεί. Διαγράψτε το από τη λίστα.",
  },
} satisfies BundlesMessages;
