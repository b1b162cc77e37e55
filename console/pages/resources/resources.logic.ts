import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { NULL_UUID } from '../../../sdk/entity-id.js';
import { NAME_MAX_LENGTH } from '../entity-list/entity-list.logic.js';

/** The resources library page; a resource's own address is this path and its id. */
export const RESOURCES_PATH = '/settings/resources-library';

/** The paged resources list call (a tenant administrator's resources and the system's; the system's for the system administrator). */
export const RESOURCES_LIST_PATH = '/api/resource';

/** The kinds of resources the server stores, in the order the type select offers them. */
export const RESOURCE_TYPES = ['JS_MODULE', 'LWM2M_MODEL', 'PKCS_12', 'JKS'] as const;
/** One kind of {@link RESOURCE_TYPES}. */
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The file name endings of each kind, lower case: what the file chooser offers and how a file's kind is told. */
export const RESOURCE_EXTENSIONS: Readonly<Record<ResourceType, readonly string[]>> = {
  JS_MODULE: ['.js'],
  LWM2M_MODEL: ['.xml'],
  PKCS_12: ['.p12', '.pfx'],
  JKS: ['.jks'],
};

/**
 * The largest file taken: the server accepts request bodies up to 16 MiB and the file travels as base64, a third
 * larger, so 12 MiB of file is what fits with the rest of the body.
 */
export const RESOURCE_MAX_BYTES = 12 * 1024 * 1024;

/** A resource as the list (`TbResourceInfo`) and `GET /api/resource/{id}` (`TbResource`, with `data`) answer it. */
export interface ResourceRecord {
  id?: { entityType: string; id: string };
  createdTime?: number;
  tenantId?: { entityType: string; id: string } | null;
  title?: string;
  resourceType?: string;
  resourceKey?: string;
  fileName?: string | null;
  /** The file, base64 (only in the full resource). */
  data?: string;
  [more: string]: unknown;
}

/** Whether a resource is a system one: its tenant is the system tenant (the null id). */
export function isSystemResource(row: { tenantId?: { id?: string } | null }): boolean {
  return row.tenantId?.id === NULL_UUID;
}

/**
 * Whether a role may change or delete a resource: the system administrator the system's, a tenant administrator its
 * own tenant's (a tenant sees the system's read-only); everyone else none.
 */
export function canManageResource(row: { tenantId?: { id?: string } | null }, authority: string | undefined, tenantId: string | undefined): boolean {
  const owner = row.tenantId?.id;
  if (authority === 'SYS_ADMIN') return owner === NULL_UUID;
  return authority === 'TENANT_ADMIN' && !!tenantId && owner === tenantId;
}

/** Whether a wire value is one of the {@link RESOURCE_TYPES}. */
export function isResourceType(value: unknown): value is ResourceType {
  return typeof value === 'string' && (RESOURCE_TYPES as readonly string[]).includes(value);
}

/** The kind a file name tells by its ending (case ignored), or null when no kind ends so. */
export function detectResourceType(fileName: string): ResourceType | null {
  const name = fileName.trim().toLowerCase();
  return RESOURCE_TYPES.find((type) => RESOURCE_EXTENSIONS[type].some((ending) => name.endsWith(ending) && name.length > ending.length)) ?? null;
}

/** The `accept` filter of the file chooser for a kind (`.p12,.pfx`). */
export function acceptOf(type: ResourceType): string {
  return RESOURCE_EXTENSIONS[type].join(',');
}

/** A chosen file as the rules see it: its name, size in bytes, and its start read as text (for the LwM2M check). */
export interface ChosenFile {
  name: string;
  size: number;
  /** The file's text (LwM2M models are checked for their object element); '' when not read. */
  text?: string;
}

/** What is wrong with a chosen file: a message key of the `resources` namespace and the values it names. */
export type FileProblem =
  | { key: 'resources:file.empty' }
  | { key: 'resources:file.too-large'; max: number }
  | { key: 'resources:file.unknown-type'; endings: string }
  | { key: 'resources:file.wrong-type'; endings: string; type: ResourceType }
  | { key: 'resources:file.not-lwm2m' };

/** Every ending the library takes, for the message of a file whose kind cannot be told (`.js, .xml, .p12, .pfx, .jks`). */
export const ALL_ENDINGS = RESOURCE_TYPES.flatMap((type) => RESOURCE_EXTENSIONS[type]).join(', ');

/**
 * The first problem of a file chosen for a kind: empty, larger than {@link RESOURCE_MAX_BYTES}, an ending that tells no
 * kind (the type cannot be detected), an ending of another kind than the one chosen, or an LwM2M model that holds no
 * `<LWM2M>` object element. Null when the file fits.
 */
export function fileProblem(type: ResourceType, file: ChosenFile): FileProblem | null {
  if (file.size === 0) return { key: 'resources:file.empty' };
  if (file.size > RESOURCE_MAX_BYTES) return { key: 'resources:file.too-large', max: RESOURCE_MAX_BYTES };
  const detected = detectResourceType(file.name);
  if (!detected) return { key: 'resources:file.unknown-type', endings: ALL_ENDINGS };
  if (detected !== type) return { key: 'resources:file.wrong-type', endings: RESOURCE_EXTENSIONS[type].join(', '), type };
  if (type === 'LWM2M_MODEL' && file.text !== undefined && !(/<LWM2M[\s>]/.test(file.text) && /<Object[\s>]/.test(file.text))) return { key: 'resources:file.not-lwm2m' };
  return null;
}

/** Whether a kind takes its title from the person: an LwM2M model's title is made by the server from the model's name, id and version. */
export function titleIsTyped(type: ResourceType): boolean {
  return type !== 'LWM2M_MODEL';
}

/** What the add dialog holds. */
export interface ResourceForm {
  type: ResourceType;
  title: string;
  file: ChosenFile | null;
}

/** The problems of the add form (message keys): the title required (unless an LwM2M model) and at most 255 characters, a file that fits the kind. */
export function resourceFormErrors(form: ResourceForm): { title?: string; file?: FileProblem | { key: 'resources:file.required' } } {
  const errors: { title?: string; file?: FileProblem | { key: 'resources:file.required' } } = {};
  if (titleIsTyped(form.type)) {
    if (!form.title.trim()) errors.title = 'lists:form.required';
    else if (form.title.length > NAME_MAX_LENGTH) errors.title = 'lists:form.max-length';
  }
  const problem = form.file ? fileProblem(form.type, form.file) : { key: 'resources:file.required' as const };
  if (problem) errors.file = problem;
  return errors;
}

/** Base64 of bytes, as `POST /api/resource` takes a file's `data` (done in slices so large files do not overflow the call stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

/** The file part of a saved resource: its name and its bytes as base64. */
export interface EncodedFile {
  fileName: string;
  data: string;
}

/** The body adding a resource (`POST /api/resource`): kind, title (none for an LwM2M model, whose title the server makes), file name and base64 data. */
export function newResourceBody(type: ResourceType, title: string, file: EncodedFile): Record<string, unknown> {
  return { resourceType: type, ...(titleIsTyped(type) ? { title: title.trim() } : {}), fileName: file.fileName, data: file.data };
}

/**
 * The body updating a resource (`POST /api/resource` with its id): the loaded resource (with its data) keeping id and
 * kind, the trimmed title, and the new file in place of the old one when one was chosen. The server wants the data
 * every time, so the loaded data goes back when the file stays.
 */
export function updatedResourceBody(record: ResourceRecord, title: string, file: EncodedFile | null): Record<string, unknown> {
  return {
    id: record.id,
    resourceType: record.resourceType,
    title: title.trim(),
    fileName: file ? file.fileName : (record.fileName ?? record.resourceKey ?? null),
    data: file ? file.data : (record.data ?? ''),
  };
}

/** The problem of a details title (message key), or null: required and at most 255 characters, unless the kind's title is not typed. */
export function titleProblem(type: string | undefined, title: string): string | null {
  if (isResourceType(type) && !titleIsTyped(type)) return null;
  if (!title.trim()) return 'lists:form.required';
  return title.length > NAME_MAX_LENGTH ? 'lists:form.max-length' : null;
}

/** The file name of a download: the server's x-filename header, else the resource's file name, else its key, else its id. */
export function downloadFileName(header: string | null, row: { fileName?: unknown; resourceKey?: unknown }, id: string): string {
  if (header) return header;
  if (typeof row.fileName === 'string' && row.fileName) return row.fileName;
  return typeof row.resourceKey === 'string' && row.resourceKey ? row.resourceKey : id;
}

/** Columns of the resources list: created time, title, kind and the system flag. */
export const RESOURCE_COLUMNS: readonly EntityColumn[] = [
  { key: 'createdTime', title: 'entity-table.column.created-time', sortable: true, kind: 'time' },
  { key: 'title', title: 'entity-table.column.title', sortable: true, size: 'lg' },
  { key: 'resourceType', title: 'resources:column.type', sortable: true, size: 'sm' },
  { key: 'system', title: 'lists:column.system', kind: 'boolean', size: 'sm', value: (row) => isSystemResource(row as never) },
];
