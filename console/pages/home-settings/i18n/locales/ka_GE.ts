import type { HomeSettingsMessages } from '../messages.js';

/** ქართული. */
export default {
  intro: "აირჩიეთ დაფა, რომელსაც მოიჯარის მომხმარებლები მთავარ გვერდად ნახავენ.",
  dashboard: "მთავარი დაფა",
  "dashboard-hint": "დატოვეთ ცარიელი, თუ მთავარი დაფა არ გჭირდებათ.",
  "hide-toolbar": "დაფის ხელსაწყოთა ზოლის დამალვა",
  saved: "მთავარი გვერდის პარამეტრები შენახულია.",
  cleared: "მთავარი გვერდის პარამეტრები შენახულია: მთავარი დაფის გარეშე.",
  "load-failed": "მთავარი გვერდის პარამეტრების ჩატვირთვა ვერ მოხერხდა.",
} satisfies HomeSettingsMessages;
