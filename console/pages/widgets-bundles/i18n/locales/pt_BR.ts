import type { BundlesMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  add: {
    button: "Adicionar pacote de widgets",
    title: "Adicionar pacote de widgets",
    added: "Pacote de widgets {{title}} adicionado.",
  },
  edit: {
    action: "Editar",
    title: "Editar pacote de widgets",
    saved: "Pacote de widgets {{title}} salvo.",
  },
  field: {
    title: "Título",
    description: "Descrição",
    image: "Imagem",
  },
  form: {
    'title-required': "O título é obrigatório.",
    'title-max': "O título pode ter no máximo {{max}} caracteres.",
    'description-max': "A descrição pode ter no máximo {{max}} caracteres.",
  },
  delete: {
    title: "Excluir o pacote de widgets {{title}}?",
    deleted: "Pacote de widgets {{title}} excluído.",
  },
  import: {
    button: "Importar pacote de widgets",
    title: "Importar pacote de widgets",
    hint: "Um pacote de widgets exportado com “Exportar JSON”: o pacote com seus widgets.",
    summary: "{{title}} · widgets: {{count}}",
    imported: "Pacote de widgets {{title}} importado.",
    'not-bundle': "Este JSON não é uma exportação de pacote de widgets: precisa de um widgetsBundle com título.",
    'bad-widget': "O widget {{index}} não tem nome ou descritor.",
    'widget-refused': "O widget {{name}} foi recusado, então o pacote não foi mantido.",
    'widget-refused-kept': "O widget {{name}} foi recusado e não foi possível excluir o pacote. Exclua-o da lista.",
  },
} satisfies BundlesMessages;
