import type { ApiSchema } from '../../sdk/api-schema.js';
import { badRequest } from '../http/errors.js';

/** Widget kinds a descriptor `type` may name. */
export const WIDGET_KINDS = ['timeseries', 'latest', 'rpc', 'alarm', 'static'] as const;

/** One widget kind. */
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Descriptor fields holding plain text (markup, styles, script, component selectors). */
const TEXT_FIELDS = ['templateHtml', 'templateCss', 'controllerScript', 'settingsDirective', 'dataKeySettingsDirective',
  'latestDataKeySettingsDirective'] as const;

/** Descriptor fields holding a JSON object written as text, as the 3.4.1 wire keeps them. */
export const JSON_TEXT_FIELDS = ['settingsSchema', 'dataKeySettingsSchema', 'latestDataKeySettingsSchema', 'defaultConfig'] as const;

/** A checked, stored descriptor: kind and size as the contract types them, other fields as sent (a text field may be null). */
export type StoredDescriptor = Pick<ApiSchema<'WidgetTypeDescriptor'>, 'type' | 'sizeX' | 'sizeY'> & Record<string, unknown>;

const invalid = (message: string) => badRequest(`Invalid widget type descriptor: ${message}`);

function checkSize(d: Record<string, unknown>, field: 'sizeX' | 'sizeY'): void {
  const v = d[field];
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) throw invalid(`${field} must be a positive number`);
}

function checkJsonText(d: Record<string, unknown>, field: string): void {
  const v = d[field];
  if (v === undefined || v === null) return;
  if (typeof v !== 'string') throw invalid(`${field} must be JSON text (a string)`);
  if (v.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch (_err) {
    throw invalid(`${field} is not valid JSON text`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid(`${field} must hold a JSON object`);
}

function checkResources(d: Record<string, unknown>): void {
  const v = d.resources;
  if (v === undefined || v === null) return;
  const ok = Array.isArray(v) && v.every((r) => r !== null && typeof r === 'object' && typeof (r as { url?: unknown }).url === 'string');
  if (!ok) throw invalid('resources must be a list of {url} objects');
}

/**
 * Checks the `descriptor` of a widget type body and answers it unchanged: `type` one of the widget
 * kinds, positive `sizeX`/`sizeY` (fractions allowed), text fields as strings, and
 * `settingsSchema`, `dataKeySettingsSchema`, `latestDataKeySettingsSchema`, `defaultConfig` as
 * JSON text (blank allowed). 400 naming the field otherwise.
 */
export function readDescriptor(body: Record<string, unknown>): StoredDescriptor {
  const d = body.descriptor;
  if (d === undefined || d === null) throw badRequest("Widgets type descriptor can't be empty!");
  if (typeof d !== 'object' || Array.isArray(d)) throw badRequest('Invalid request body: descriptor must be an object');
  const descriptor = d as Record<string, unknown>;
  if (!(WIDGET_KINDS as readonly unknown[]).includes(descriptor.type)) throw invalid(`type must be one of ${WIDGET_KINDS.join(', ')}`);
  checkSize(descriptor, 'sizeX');
  checkSize(descriptor, 'sizeY');
  checkResources(descriptor);
  for (const field of TEXT_FIELDS) {
    const v = descriptor[field];
    if (v !== undefined && v !== null && typeof v !== 'string') throw invalid(`${field} must be a string`);
  }
  for (const field of JSON_TEXT_FIELDS) checkJsonText(descriptor, field);
  return descriptor as StoredDescriptor;
}
