import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { LoadAnswer } from '../entity-details/entity-details-page.js';
import { client } from '../../session/session.js';
import { bytesToBase64, downloadFileName, type EncodedFile, type ResourceRecord } from './resources.logic.js';

/** The header naming a downloaded resource's file. */
const FILENAME_HEADER = 'x-filename';

/** Reads a chosen file for saving: its name and its bytes as base64. */
export async function encodeFile(file: File): Promise<EncodedFile> {
  return { fileName: file.name, data: bytesToBase64(new Uint8Array(await file.arrayBuffer())) };
}

/** Saves a resource body with `POST /api/resource`; the answer is the saved resource, or the server's message when it refused (shown by the caller, not as a toast). */
export async function saveResource(body: Record<string, unknown>): Promise<{ ok: true; resource: ResourceRecord } | { ok: false; message: string }> {
  const answer = await client.with({ ignoreErrors: true }).call<ResourceRecord>('POST', '/api/resource', { body });
  return answer.ok ? { ok: true, resource: answer.data } : { ok: false, message: answer.error.message };
}

/** Loads a resource with its data (errors left to the page). */
export async function loadResource(resourceId: string): Promise<LoadAnswer<ResourceRecord>> {
  const answer = await client.with({ ignoreErrors: true }).GET('/api/resource/{resourceId}', { params: { path: { resourceId } } });
  return answer as unknown as LoadAnswer<ResourceRecord>;
}

/** Loads a resource's information quietly (no toast), or null when it cannot be read. */
export async function loadResourceInfo(resourceId: string): Promise<ResourceRecord | null> {
  const answer = await client.with({ ignoreErrors: true, ignoreLoading: true }).call<ResourceRecord>('GET', `/api/resource/info/${encodeURIComponent(resourceId)}`);
  return answer.ok ? answer.data : null;
}

/**
 * Downloads a resource's file under the name the server gives in x-filename: fetched through the client (which adds
 * the token to the request's header, never to an address) and saved from a blob. A refusal shows the client's notice.
 */
export async function downloadResource(row: EntityRow | ResourceRecord): Promise<boolean> {
  const id = entityRowId(row as EntityRow, 0);
  const response = await client.fetch(new Request(new URL(`${client.baseUrl}/api/resource/${encodeURIComponent(id)}/download`, window.location.href)));
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(response.headers.get(FILENAME_HEADER), row, id);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
