import type { ApiSchema } from '../../sdk/api-schema.js';
import { badRequest } from '../http/errors.js';

/** One resource of an LwM2M object model, as parsed from its XML. */
export interface Lwm2mModelResource {
  id: number;
  name: string;
  /** Operations: R, W, RW, E or '' (none). */
  operations: string;
  multiple: boolean;
  mandatory: boolean;
  type: string;
}

/** An LwM2M object model parsed from an OMA object XML. */
export interface Lwm2mModel {
  id: number;
  name: string;
  version: string;
  multiple: boolean;
  mandatory: boolean;
  resources: Lwm2mModelResource[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  const noCdata = text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1');
  return noCdata
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .trim();
}

function child(xml: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>|<${tag}(?:\\s[^>]*)?/>`).exec(xml);
  if (!m) return undefined;
  return decode(m[1] ?? '');
}

const isMultiple = (v: string | undefined) => (v ?? '').toLowerCase() === 'multiple';
const isMandatory = (v: string | undefined) => (v ?? '').toLowerCase() === 'mandatory';

function parseItem(id: string, body: string): Lwm2mModelResource {
  const name = child(body, 'Name');
  if (!name) throw badRequest(`LwM2M model resource ${id} has no Name`);
  return {
    id: Number(id),
    name,
    operations: (child(body, 'Operations') ?? '').toUpperCase(),
    multiple: isMultiple(child(body, 'MultipleInstances')),
    mandatory: isMandatory(child(body, 'Mandatory')),
    type: child(body, 'Type') ?? '',
  };
}

/** Parses an OMA LwM2M object XML (one Object element); 400 naming what is missing when it is not one. */
export function parseLwm2mModel(xml: string): Lwm2mModel {
  const object = /<Object(?:\s[^>]*)?>([\s\S]*?)<\/Object>/.exec(xml)?.[1];
  if (!/<LWM2M[\s>]/.test(xml) || object === undefined) throw badRequest('LwM2M model is not a valid OMA object XML: no LWM2M Object element');
  const header = object.split(/<Resources[\s>]/)[0] ?? '';
  const idText = child(header, 'ObjectID');
  const name = child(header, 'Name');
  if (!idText || !/^\d+$/.test(idText)) throw badRequest('LwM2M model has no valid ObjectID');
  if (!name) throw badRequest('LwM2M model has no Name');
  const version = child(header, 'ObjectVersion') || '1.0';
  if (!/^\d+\.\d+$/.test(version)) throw badRequest(`LwM2M model has an invalid ObjectVersion: ${version}`);
  const resourcesXml = /<Resources(?:\s[^>]*)?>([\s\S]*?)<\/Resources>/.exec(object)?.[1] ?? '';
  const resources: Lwm2mModelResource[] = [];
  for (const m of resourcesXml.matchAll(/<Item\s+ID="(\d+)"\s*>([\s\S]*?)<\/Item>/g)) resources.push(parseItem(m[1]!, m[2]!));
  return {
    id: Number(idText), name, version,
    multiple: isMultiple(child(header, 'MultipleInstances')),
    mandatory: isMandatory(child(header, 'Mandatory')),
    resources,
  };
}

/** The resource key of a model: `<objectId>_<version>`. */
export const lwm2mKeyOf = (model: Pick<Lwm2mModel, 'id' | 'version'>) => `${model.id}_${model.version}`;

/** The resource title of a model: `<name> id=<objectId> v<version>`. */
export const lwm2mTitleOf = (model: Pick<Lwm2mModel, 'id' | 'name' | 'version'>) => `${model.name} id=${model.id} v${model.version}`;

/** A key name for telemetry and attributes: the resource name in camel case ("Model Number" → "modelNumber"). */
export function lwm2mKeyName(name: string): string {
  const words = name.replace(/[^A-Za-z0-9]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** The LwM2mObject JSON of a model: one instance 0 listing the readable resources (not observed, not mapped). */
export function lwm2mObjectJson(model: Lwm2mModel, keyId: string): ApiSchema<'LwM2mObject'> {
  const resources = model.resources
    .filter((r) => r.operations.includes('R'))
    .map((r) => ({ id: r.id, name: r.name, observe: false, attribute: false, telemetry: false, keyName: lwm2mKeyName(r.name) }));
  return { id: model.id, keyId, name: model.name, multiple: model.multiple, mandatory: model.mandatory, instances: [{ id: 0, resources }] };
}

/** One resource row of a built-in model table: id, name, operations, multiple, mandatory, type. */
export type ModelResourceRow = [number, string, string, boolean, boolean, string];

/** Writes an OMA-style object XML from a compact description (for the built-in models). */
export function modelXml(o: { id: number; name: string; description: string; version: string; multiple: boolean; mandatory: boolean; resources: ModelResourceRow[] }): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const items = o.resources.map(([id, name, ops, multiple, mandatory, type]) => [
    `      <Item ID="${id}">`,
    `        <Name>${esc(name)}</Name>`,
    `        <Operations>${ops}</Operations>`,
    `        <MultipleInstances>${multiple ? 'Multiple' : 'Single'}</MultipleInstances>`,
    `        <Mandatory>${mandatory ? 'Mandatory' : 'Optional'}</Mandatory>`,
    `        <Type>${type}</Type>`,
    '      </Item>',
  ].join('\n'));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<LWM2M xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <Object ObjectType="MODefinition">',
    `    <Name>${esc(o.name)}</Name>`,
    `    <Description1>${esc(o.description)}</Description1>`,
    `    <ObjectID>${o.id}</ObjectID>`,
    `    <ObjectURN>urn:oma:lwm2m:oma:${o.id}</ObjectURN>`,
    `    <ObjectVersion>${o.version}</ObjectVersion>`,
    `    <MultipleInstances>${o.multiple ? 'Multiple' : 'Single'}</MultipleInstances>`,
    `    <Mandatory>${o.mandatory ? 'Mandatory' : 'Optional'}</Mandatory>`,
    '    <Resources>',
    ...items,
    '    </Resources>',
    '  </Object>',
    '</LWM2M>',
    '',
  ].join('\n');
}
