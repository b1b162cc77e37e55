import type { OtaMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  add: {
    button: "Adicionar pacote",
    title: "Adicionar pacote OTA",
  },
  field: {
    title: "Título",
    version: "Versão",
    type: "Tipo",
    "device-profile": "Perfil de dispositivo",
    source: "Conteúdo do pacote",
    file: "Arquivo",
    url: "URL externa",
    "checksum-algorithm": "Algoritmo de checksum",
    checksum: "Checksum",
    "checksum-optional": "Checksum (opcional)",
    description: "Descrição",
  },
  type: {
    FIRMWARE: "Firmware",
    SOFTWARE: "Software",
  },
  source: {
    file: "Enviar um arquivo",
    url: "Usar uma URL externa",
  },
  file: {
    choose: "Escolher arquivo",
    other: "Escolher outro arquivo",
    none: "Nenhum arquivo escolhido",
  },
  form: {
    "profile-required": "Escolha um perfil de dispositivo.",
    "file-required": "Escolha o arquivo do pacote.",
    "file-empty": "O arquivo está vazio.",
    "url-invalid": "Informe um endereço que comece com http:// ou https://.",
    "checksum-hex": "Um checksum contém apenas os dígitos hexadecimais 0–9 e a–f.",
    "checksum-length": "Um checksum {{algorithm}} tem {{length}} dígitos hexadecimais.",
    "checksum-hint-browser": "Em branco, o console o calcula antes do envio e o servidor confere o arquivo com ele.",
    "checksum-hint-server": "Em branco, o servidor o calcula a partir do arquivo enviado.",
    "checksum-hint-url": "Os dispositivos podem conferir o arquivo baixado com ele.",
  },
  progress: {
    checksum: "Calculando o checksum…",
    info: "Salvando o pacote…",
    upload: "Enviando {{file}}…",
    removing: "Excluindo o pacote incompleto…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} de {{total}}",
  },
  save: {
    added: "Pacote {{title}} {{version}} adicionado.",
    "cancel-upload": "Cancelar envio",
    cancelled: "Envio cancelado. O pacote foi excluído novamente, então nada foi adicionado.",
    "cancelled-kept": "Envio cancelado, mas não foi possível excluir o pacote. Exclua-o na lista.",
    "upload-failed": "Não foi possível enviar o arquivo. O pacote foi excluído novamente, então nada foi adicionado.",
    "upload-failed-kept": "Não foi possível enviar o arquivo nem excluir o pacote. Exclua-o na lista.",
    connection: "Não foi possível acessar o servidor.",
    status: "O servidor respondeu com o status {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Criado em",
    "file-name": "Nome do arquivo",
    "content-type": "Tipo de conteúdo",
    size: "Tamanho",
    "copy-checksum": "Copiar checksum",
    "delete-title": "Excluir o pacote {{title}} {{version}}?",
    deleted: "Pacote {{title}} {{version}} excluído.",
  },
} satisfies OtaMessages;
