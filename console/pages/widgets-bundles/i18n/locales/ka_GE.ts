import type { BundlesMessages } from '../messages.js';

/** ქართული. */
export default {
  add: {
    button: "ვიჯეტების ნაკრების დამატება",
    title: "ვიჯეტების ნაკრების დამატება",
    added: "ვიჯეტების ნაკრები {{title}} დაემატა.",
  },
  edit: {
    action: "რედაქტირება",
    title: "ვიჯეტების ნაკრების რედაქტირება",
    saved: "ვიჯეტების ნაკრები {{title}} შენახულია.",
  },
  field: {
    title: "სათაური",
    description: "აღწერა",
    image: "სურათი",
  },
  form: {
    'title-required': "სათაური სავალდებულოა.",
    'title-max': "სათაური შეიძლება იყოს მაქსიმუმ {{max}} სიმბოლო.",
    'description-max': "აღწერა შეიძლება იყოს მაქსიმუმ {{max}} სიმბოლო.",
  },
  delete: {
    title: "წაიშალოს ვიჯეტების ნაკრები {{title}}?",
    deleted: "ვიჯეტების ნაკრები {{title}} წაიშალა.",
  },
  import: {
    button: "ვიჯეტების ნაკრების იმპორტი",
    title: "ვიჯეტების ნაკრების იმპორტი",
    hint: "„JSON-ის ექსპორტით“ გატანილი ვიჯეტების ნაკრები: ნაკრები თავისი ვიჯეტებით.",
    summary: "{{title}} · ვიჯეტები: {{count}}",
    imported: "ვიჯეტების ნაკრები {{title}} შემოტანილია.",
    'not-bundle': "ეს JSON არ არის ვიჯეტების ნაკრების ექსპორტი: საჭიროა widgetsBundle სათაურით.",
    'bad-widget': "ვიჯეტ {{index}}-ს არ აქვს სახელი ან აღმწერი (descriptor).",
    'widget-refused': "ვიჯეტი {{name}} უარყოფილია, ამიტომ ნაკრები არ შენახულა.",
    'widget-refused-kept': "ვიჯეტი {{name}} უარყოფილია და ნაკრები ვერ წაიშალა. წაშალეთ სიიდან.",
  },
} satisfies BundlesMessages;
