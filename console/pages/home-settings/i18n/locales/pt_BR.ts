import type { HomeSettingsMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  intro: "Escolha o painel mostrado como página inicial aos usuários do locatário.",
  dashboard: "Painel inicial",
  "dashboard-hint": "Deixe vazio para não ter painel inicial.",
  "hide-toolbar": "Ocultar a barra de ferramentas do painel",
  saved: "Configurações de início salvas.",
  cleared: "Configurações de início salvas: sem painel inicial.",
  "load-failed": "Não foi possível carregar as configurações de início.",
} satisfies HomeSettingsMessages;
