import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiDeleteOutline, mdiDownload, mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import type { EntityColumn, EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { $auth, navigate } from '../../session/session.js';
import { notifyInfo, notifySuccess } from '../../shell/notify.js';
import { deleteEntity } from '../entity-list/api.js';
import { EntityListPage, PageAction, useRefresh, type ListDeletion } from '../entity-list/entity-list-page.js';
import { actionsColumn, RowAction } from '../entity-list/row-actions.js';
import { registerResourcesLocales } from './i18n/index.js';
import { downloadResource, loadResourceInfo } from './resource-api.js';
import { ResourceAddDialog } from './resource-add-dialog.js';
import { canManageResource, isResourceType, isSystemResource, RESOURCE_COLUMNS, RESOURCES_LIST_PATH, RESOURCES_PATH } from './resources.logic.js';

await registerResourcesLocales();

/**
 * The resources library (console-core §2): JS modules, LwM2M models and key stores of the tenant and of the system,
 * paged by the server, sorted and searched by title. A resource is added from a file, downloaded under its file name,
 * opened at its own address, and deleted after a confirmation naming it; a tenant administrator sees the system's
 * resources read-only (no delete offered, and a bulk delete leaves them, saying so).
 */
export default function ResourcesPage({ route }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const [refresh, reload] = useRefresh();
  const [adding, setAdding] = useState(false);
  const authority = auth.authUser?.authority;
  const tenantId = auth.authUser?.tenantId;
  const manages = (row: EntityRow) => canManageResource(row, authority, tenantId);

  const remove = async (row: EntityRow) => {
    const title = String(row.title ?? '');
    const confirmed = await showConfirm({ title: t('resources:delete.title', { title }), message: t('resources:delete.text'), ok: t('lists:action.delete') });
    if (!confirmed || !(await deleteEntity('resource', entityRowId(row, 0)))) return;
    notifySuccess(t('resources:delete.deleted', { title }));
    reload();
  };
  // A tenant's selection may hold system resources: those are left, each said so, and the others deleted.
  const deleteOne = async (id: string) => {
    if (authority !== 'SYS_ADMIN') {
      const info = await loadResourceInfo(id);
      if (info && isSystemResource(info)) {
        notifyInfo(t('resources:delete.system-kept', { title: String(info.title ?? '') }));
        return true;
      }
    }
    return deleteEntity('resource', id);
  };
  const deletion: ListDeletion = { deleteOne, title: (count) => t('resources:delete.bulk-title', { count }), text: t('resources:delete.bulk-text') };

  const typeColumn = (column: EntityColumn): EntityColumn =>
    column.key === 'resourceType' ? { ...column, value: (row) => (isResourceType(row.resourceType) ? t(`resources:type.${row.resourceType}`) : String(row.resourceType ?? '')) } : column;
  const actions = actionsColumn(
    (row) => (
      <>
        <RowAction icon={mdiDownload} label={t('resources:download.action', { title: String(row.title ?? '') })} onClick={() => void downloadResource(row)} />
        {manages(row) && <RowAction icon={mdiDeleteOutline} label={t('lists:action.delete-row', { name: String(row.title ?? '') })} danger onClick={() => void remove(row)} />}
      </>
    ),
    'sm',
  );
  return (
    <EntityListPage
      title={t(`console:${route.title ?? 'resource.resources-library'}`)}
      path={RESOURCES_LIST_PATH}
      columns={[...RESOURCE_COLUMNS.map(typeColumn), actions]}
      refresh={refresh}
      deletion={deletion}
      emptyText={t('resources:list.empty')}
      onOpen={(id) => navigate(`${RESOURCES_PATH}/${encodeURIComponent(id)}`)}
      actions={<PageAction primary icon={mdiPlus} label={t('resources:add.button')} onClick={() => setAdding(true)} />}
    >
      {adding && <ResourceAddDialog onSaved={reload} onClose={() => setAdding(false)} />}
    </EntityListPage>
  );
}
