import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import { OTA_FILENAME_HEADER } from '../../../sdk/catalogues/ota.js';
import { client } from '../../session/session.js';
import { downloadFileName } from './ota-updates.logic.js';

/** Downloads a package's file under the name the server gives in x-filename (the client's fetch adds the token). */
export async function downloadPackage(row: EntityRow): Promise<void> {
  const id = entityRowId(row, 0);
  const response = await client.fetch(new Request(new URL(`${client.baseUrl}/api/otaPackage/${encodeURIComponent(id)}/download`, window.location.href)));
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(response.headers.get(OTA_FILENAME_HEADER), row, id);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
