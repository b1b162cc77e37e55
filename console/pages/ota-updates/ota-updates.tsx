import { useEffect, useState } from 'react';
import { mdiDownload, mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityColumn, EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { OTA_UPDATE_TYPES, type OtaUpdateType } from '../../../sdk/catalogues/ota.js';
import type { PageProps } from '../../routes.js';
import { navigate } from '../../session/session.js';
import { notifyError } from '../../shell/notify.js';
import { usePageName } from '../../shell/page-name.js';
import { EntityListPage, groupDeletion, listDeletion, PageAction, useRefresh } from '../entity-list/entity-list-page.js';
import { actionsColumn, RowAction } from '../entity-list/row-actions.js';
import { registerOtaLocales } from './i18n/index.js';
import { OtaDetailsDialog } from './ota-details-dialog.js';
import { downloadPackage } from './ota-download.js';
import { OtaPackageDialog } from './ota-package-dialog.js';
import { loadPackageInfo } from './ota-package-info.js';
import { hasFile, OTA_COLUMNS, OTA_PACKAGES_PATH, OTA_UPDATES_PATH, packageTitle } from './ota-updates.logic.js';

await registerOtaLocales();

/** The package an address names (`/otaUpdates/{otaPackageId}`), loaded once; a package that cannot be loaded is said so and the address goes back to the list. */
function useAddressedPackage(id: string | undefined, show: (row: EntityRow) => void): void {
  const t = useTranslate();
  useEffect(() => {
    if (!id) return;
    let current = true;
    void loadPackageInfo(id).then((row) => {
      if (!current) return;
      if (row) show(row);
      else {
        notifyError(t('ota:details.not-found'));
        navigate(OTA_UPDATES_PATH, { replace: true });
      }
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per address; the translation and the callback do not change what is loaded
  }, [id]);
}

/**
 * The OTA updates of a tenant administrator: packages with their version, type, file, size and checksum; add a package
 * (its file uploaded with a progress bar), open one to read its details, download a file, delete packages. At a
 * package's own address (`/otaUpdates/{otaPackageId}`, where an OTA package field's details link leads) the list opens
 * with that package's details; closing them goes back to the list's address.
 */
export default function OtaUpdatesPage({ route, params }: PageProps) {
  const t = useTranslate();
  const [refresh, reload] = useRefresh();
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<EntityRow | null>(null);
  const addressed = params.otaPackageId;
  useAddressedPackage(addressed, setOpened);
  usePageName(addressed ? `${OTA_UPDATES_PATH}/${encodeURIComponent(addressed)}` : OTA_UPDATES_PATH, addressed && opened ? packageTitle(opened) : undefined);
  const close = () => {
    setOpened(null);
    if (addressed) navigate(OTA_UPDATES_PATH, { replace: true });
  };
  // The type column shows the translated word (Firmware, Software) rather than the wire value.
  const typeColumn = (column: EntityColumn): EntityColumn =>
    column.key === 'type' ? { ...column, value: (row) => (OTA_UPDATE_TYPES.includes(row.type as OtaUpdateType) ? t(`ota:type.${row.type as OtaUpdateType}`) : row.type) } : column;
  // One row's confirmation names the package as its details dialog does: title and version.
  const bulk = listDeletion(t, 'otaPackage', groupDeletion('ota-updates'));
  const otaDeletion = { ...bulk, one: { title: (row: EntityRow) => t('ota:details.delete-title', { title: String(row.title ?? ''), version: String(row.version ?? '') }), text: bulk.text } };
  const columns = [...OTA_COLUMNS.map(typeColumn), actionsColumn((row) => hasFile(row) && <RowAction icon={mdiDownload} label={t('lists:action.download')} onClick={() => void downloadPackage(row)} />, 'xs')];
  return (
    <EntityListPage
      title={t(`console:${route.title ?? 'ota-update.ota-updates'}`)}
      path={OTA_PACKAGES_PATH}
      columns={columns}
      refresh={refresh}
      onOpen={(_id, row) => setOpened(row)}
      actions={<PageAction icon={mdiPlus} label={t('ota:add.button')} onClick={() => setAdding(true)} primary />}
      deletion={otaDeletion}
    >
      {adding && <OtaPackageDialog onSaved={reload} onClose={() => setAdding(false)} />}
      {opened && <OtaDetailsDialog row={opened} onDeleted={reload} onClose={close} />}
    </EntityListPage>
  );
}
