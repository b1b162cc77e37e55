import type { ResourcesMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  type: {
    JS_MODULE: "Módulo JS",
    LWM2M_MODEL: "Modelo LwM2M",
    PKCS_12: "Repositório de chaves PKCS #12",
    JKS: "Repositório de chaves JKS",
  },
  column: {
    type: "Tipo de recurso",
  },
  list: {
    empty: "Ainda não há recursos",
  },
  add: {
    button: "Adicionar recurso",
    title: "Adicionar recurso",
    added: "Recurso “{{title}}” adicionado.",
    failed: "Não foi possível salvar o recurso.",
  },
  field: {
    type: "Tipo de recurso",
    title: "Título",
    file: "Arquivo do recurso",
    "file-hint": "Arquivos do tipo {{type}} terminam em {{endings}}.",
    "title-from-model": "Um modelo LwM2M recebe o título a partir do nome, do ID do objeto e da versão.",
    key: "Chave do recurso",
    "file-name": "Nome do arquivo",
    "replace-file": "Substituir o arquivo",
  },
  file: {
    required: "Escolha o arquivo do recurso.",
    empty: "O arquivo está vazio.",
    "too-large": "O arquivo é maior que {{max}}.",
    "unknown-type": "Não foi possível detectar o tipo deste arquivo: arquivos de recurso terminam em {{endings}}.",
    "wrong-type": "Este arquivo não corresponde ao tipo {{type}}: escolha um arquivo que termine em {{endings}}.",
    "not-lwm2m": "Este arquivo não é um modelo LwM2M: não contém nenhum elemento LWM2M Object.",
  },
  download: {
    action: "Baixar {{title}}",
  },
  delete: {
    title: "Excluir o recurso “{{title}}”?",
    text: "Perfis e widgets que usam o recurso não o encontrarão mais. Isso não pode ser desfeito.",
    deleted: "Recurso “{{title}}” excluído.",
    "bulk-title": "Excluir os recursos selecionados ({{count}})?",
    "bulk-text": "Perfis e widgets que usam esses recursos não os encontrarão mais. Isso não pode ser desfeito.",
    "system-kept": "O recurso do sistema “{{title}}” foi mantido: um locatário não pode excluir recursos do sistema.",
  },
  details: {
    section: "Recurso",
    saved: "Recurso salvo.",
    "read-only": "Este é um recurso do sistema: um locatário pode vê-lo e baixá-lo, mas não alterá-lo.",
    invalid: "Corrija os campos marcados antes de salvar.",
    "not-found": "Recurso não encontrado",
    "not-found-text": "O recurso pode ter sido excluído, ou o endereço está errado.",
    back: "Voltar à biblioteca de recursos",
  },
} satisfies ResourcesMessages;
