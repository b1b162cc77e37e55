import { mdiDownload } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { client } from '../../session/session.js';
import { RowAction } from '../entity-list/row-actions.js';
import { SimpleListPage } from '../entity-list/simple-list-page.js';
import { downloadFileName, hasFile, OTA_COLUMNS, OTA_PACKAGES_PATH } from './ota-updates.logic.js';

/** Downloads a package's file under the name the server gives in x-filename. */
async function downloadPackage(row: EntityRow): Promise<void> {
  const id = entityRowId(row, 0);
  const response = await client.fetch(new Request(new URL(`${client.baseUrl}/api/otaPackage/${encodeURIComponent(id)}/download`, window.location.href)));
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(response.headers.get('x-filename'), row, id);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The OTA updates of a tenant administrator: packages with their version, type, file and size; download a file, delete packages. */
export default function OtaUpdatesPage({ route }: PageProps) {
  const t = useTranslate();
  return (
    <SimpleListPage
      title={t(`console:${route.title ?? 'ota-update.ota-updates'}`)}
      path={OTA_PACKAGES_PATH}
      columns={OTA_COLUMNS}
      segment="otaPackage"
      messages="ota-updates"
      rowActions={(row) => hasFile(row) && <RowAction icon={mdiDownload} label={t('lists:action.download')} onClick={() => void downloadPackage(row)} />}
    />
  );
}
