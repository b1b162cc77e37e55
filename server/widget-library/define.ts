import type { WidgetKind } from '../widgets/descriptor.js';
import { widgetConfig, type WidgetConfigExtra } from './config.js';

/** One property of a widget's settings, as a JSON schema property with its default value. */
export interface SettingProperty {
  title: string;
  type: 'string' | 'number' | 'boolean' | 'array' | 'object';
  default: unknown;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  items?: Record<string, unknown>;
}

/** The settings of a widget (or of its data keys), keyed by setting name. */
export type SettingsSpec = Record<string, SettingProperty>;

/** The descriptor of a seeded widget type, with its JSON-text fields already written as text. */
export interface WidgetDescriptor {
  type: WidgetKind;
  sizeX: number;
  sizeY: number;
  resources: Array<{ url: string; isModule?: boolean }>;
  templateHtml: string;
  templateCss: string;
  controllerScript: string;
  settingsSchema: string;
  dataKeySettingsSchema: string;
  defaultConfig: string;
}

/** A widget type of the system library. */
export interface WidgetTypeSeed {
  alias: string;
  name: string;
  description: string;
  descriptor: WidgetDescriptor;
}

/** A bundle of the system library with its widget types. */
export interface WidgetsBundleSeed {
  alias: string;
  title: string;
  description: string;
  types: WidgetTypeSeed[];
}

/** What a library module states about one widget type. */
export interface WidgetSpec {
  alias: string;
  name: string;
  description: string;
  type: WidgetKind;
  sizeX: number;
  sizeY: number;
  html: string;
  css: string;
  script: string;
  settings: SettingsSpec;
  dataKeySettings?: SettingsSpec;
  /** Keys of the default WidgetConfig besides the common ones (datasources, alarmSource, ...). */
  config: WidgetConfigExtra;
}

/** The settings schema text of the 3.4.1 wire: `{schema: {type: object, title, properties, required}, form}`. */
export function settingsSchemaText(title: string, spec: SettingsSpec): string {
  const properties = Object.fromEntries(Object.entries(spec).map(([key, p]) => [key, { ...p }]));
  return JSON.stringify({ schema: { type: 'object', title, properties, required: [] }, form: Object.keys(spec) });
}

/** The default value of every setting. */
export function settingsDefaults(spec: SettingsSpec): Record<string, unknown> {
  return Object.fromEntries(Object.entries(spec).map(([key, p]) => [key, structuredClone(p.default)]));
}

/** Builds a seeded widget type: the descriptor with its settings schemas and default config written as JSON text. */
export function defineWidget(spec: WidgetSpec): WidgetTypeSeed {
  const config = widgetConfig(spec.name, spec.type, { ...spec.config, settings: settingsDefaults(spec.settings) });
  return {
    alias: spec.alias,
    name: spec.name,
    description: spec.description,
    descriptor: {
      type: spec.type,
      sizeX: spec.sizeX,
      sizeY: spec.sizeY,
      resources: [],
      templateHtml: spec.html,
      templateCss: spec.css,
      controllerScript: spec.script,
      settingsSchema: settingsSchemaText('Settings', spec.settings),
      dataKeySettingsSchema: settingsSchemaText('Data key settings', spec.dataKeySettings ?? {}),
      defaultConfig: JSON.stringify(config),
    },
  };
}

/** Common settings of widgets that print values: decimals shown and the text when a value is missing. */
export const VALUE_SETTINGS: SettingsSpec = {
  valueDecimals: { title: 'Decimals shown', type: 'number', default: 1, minimum: 0, maximum: 10 },
  noValueText: { title: 'Text when there is no value', type: 'string', default: '—' },
};
