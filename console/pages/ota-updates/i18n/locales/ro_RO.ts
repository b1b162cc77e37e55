import type { OtaMessages } from '../messages.js';

/** Română. */
export default {
  add: {
    button: "Adaugă pachet",
    title: "Adaugă pachet OTA",
  },
  field: {
    title: "Titlu",
    version: "Versiune",
    type: "Tip",
    "device-profile": "Profil de dispozitiv",
    source: "Conținutul pachetului",
    file: "Fișier",
    url: "URL extern",
    "checksum-algorithm": "Algoritm pentru suma de control",
    checksum: "Sumă de control",
    "checksum-optional": "Sumă de control (opțională)",
    description: "Descriere",
  },
  type: {
    FIRMWARE: "Firmware",
    SOFTWARE: "Software",
  },
  source: {
    file: "Încarcă un fișier",
    url: "Folosește un URL extern",
  },
  file: {
    choose: "Alege fișierul",
    other: "Alege alt fișier",
    none: "Niciun fișier ales",
  },
  form: {
    "profile-required": "Alegeți un profil de dispozitiv.",
    "file-required": "Alegeți fișierul pachetului.",
    "file-empty": "Fișierul este gol.",
    "url-invalid": "Introduceți o adresă care începe cu http:// sau https://.",
    "checksum-hex": "O sumă de control conține doar cifrele hexazecimale 0–9 și a–f.",
    "checksum-length": "O sumă de control {{algorithm}} are {{length}} cifre hexazecimale.",
    "checksum-hint-browser": "Lăsată goală, consola o calculează înainte de încărcare, iar serverul verifică fișierul cu ea.",
    "checksum-hint-server": "Lăsată goală, serverul o calculează din fișierul încărcat.",
    "checksum-hint-url": "Dispozitivele pot verifica fișierul descărcat cu ea.",
  },
  progress: {
    checksum: "Se calculează suma de control…",
    info: "Se salvează pachetul…",
    upload: "Se încarcă {{file}}…",
    removing: "Se șterge pachetul incomplet…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} din {{total}}",
  },
  save: {
    added: "Pachetul {{title}} {{version}} a fost adăugat.",
    "cancel-upload": "Anulează încărcarea",
    cancelled: "Încărcare anulată. Pachetul a fost șters din nou, deci nu s-a adăugat nimic.",
    "cancelled-kept": "Încărcare anulată, dar pachetul nu a putut fi șters. Ștergeți-l din listă.",
    "upload-failed": "Fișierul nu a putut fi încărcat. Pachetul a fost șters din nou, deci nu s-a adăugat nimic.",
    "upload-failed-kept": "Fișierul nu a putut fi încărcat, iar pachetul nu a putut fi șters. Ștergeți-l din listă.",
    connection: "Serverul nu poate fi contactat.",
    status: "Serverul a răspuns cu starea {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Creat",
    "file-name": "Nume fișier",
    "content-type": "Tip de conținut",
    size: "Dimensiune",
    "copy-checksum": "Copiază suma de control",
    "delete-title": "Ștergeți pachetul {{title}} {{version}}?",
    deleted: "Pachetul {{title}} {{version}} a fost șters.",
  },
} satisfies OtaMessages;
