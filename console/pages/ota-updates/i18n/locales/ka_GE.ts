import type { OtaMessages } from '../messages.js';

/** ქართული. */
export default {
  add: {
    button: "პაკეტის დამატება",
    title: "OTA პაკეტის დამატება",
  },
  field: {
    title: "სათაური",
    version: "ვერსია",
    type: "ტიპი",
    "device-profile": "მოწყობილობის პროფილი",
    source: "პაკეტის შიგთავსი",
    file: "ფაილი",
    url: "გარე URL",
    "checksum-algorithm": "საკონტროლო ჯამის ალგორითმი",
    checksum: "საკონტროლო ჯამი",
    "checksum-optional": "საკონტროლო ჯამი (არასავალდებულო)",
    description: "აღწერა",
  },
  type: {
    FIRMWARE: "ჩაშენებული პროგრამა",
    SOFTWARE: "პროგრამული უზრუნველყოფა",
  },
  source: {
    file: "ფაილის ატვირთვა",
    url: "გარე URL-ის გამოყენება",
  },
  file: {
    choose: "ფაილის არჩევა",
    other: "სხვა ფაილის არჩევა",
    none: "ფაილი არ არის არჩეული",
  },
  form: {
    "profile-required": "აირჩიეთ მოწყობილობის პროფილი.",
    "file-required": "აირჩიეთ პაკეტის ფაილი.",
    "file-empty": "ფაილი ცარიელია.",
    "url-invalid": "შეიყვანეთ მისამართი, რომელიც იწყება http://-ით ან https://-ით.",
    "checksum-hex": "საკონტროლო ჯამი შეიცავს მხოლოდ თექვსმეტობით ციფრებს 0–9 და a–f.",
    "checksum-length": "{{algorithm}} საკონტროლო ჯამი შედგება {{length}} თექვსმეტობითი ციფრისგან.",
    "checksum-hint-browser": "თუ ცარიელი დარჩება, კონსოლი მას ატვირთვამდე გამოთვლის, სერვერი კი ფაილს მასთან შეამოწმებს.",
    "checksum-hint-server": "თუ ცარიელი დარჩება, სერვერი მას ატვირთული ფაილიდან გამოთვლის.",
    "checksum-hint-url": "მოწყობილობებს შეუძლიათ მასთან შეამოწმონ ჩამოტვირთული ფაილი.",
  },
  progress: {
    checksum: "საკონტროლო ჯამი გამოითვლება…",
    info: "პაკეტი ინახება…",
    upload: "იტვირთება {{file}}…",
    removing: "იშლება დაუსრულებელი პაკეტი…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} / {{total}}",
  },
  save: {
    added: "პაკეტი {{title}} {{version}} დაემატა.",
    "cancel-upload": "ატვირთვის გაუქმება",
    cancelled: "ატვირთვა გაუქმდა. პაკეტი ისევ წაიშალა, ასე რომ არაფერი დამატებულა.",
    "cancelled-kept": "ატვირთვა გაუქმდა, მაგრამ პაკეტის წაშლა ვერ მოხერხდა. წაშალეთ ის სიიდან.",
    "upload-failed": "ფაილის ატვირთვა ვერ მოხერხდა. პაკეტი ისევ წაიშალა, ასე რომ არაფერი დამატებულა.",
    "upload-failed-kept": "ფაილის ატვირთვა ვერ მოხერხდა და ვერც პაკეტი წაიშალა. წაშალეთ ის სიიდან.",
    connection: "სერვერი მიუწვდომელია.",
    status: "სერვერმა უპასუხა სტატუსით {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "შექმნილია",
    "file-name": "ფაილის სახელი",
    "content-type": "შიგთავსის ტიპი",
    size: "ზომა",
    "copy-checksum": "საკონტროლო ჯამის კოპირება",
    "delete-title": "წაიშალოს პაკეტი {{title}} {{version}}?",
    deleted: "პაკეტი {{title}} {{version}} წაიშალა.",
  },
} satisfies OtaMessages;
