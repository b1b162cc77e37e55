import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiAccountArrowLeftOutline, mdiLinkVariantOff, mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import { entityPath } from '../../logic/entity-search.js';
import type { PageProps } from '../../routes.js';
import { $auth, navigate } from '../../session/session.js';
import { notifySuccess } from '../../shell/notify.js';
import { call } from '../entity-list/api.js';
import { EntityListPage, PageAction, useRefresh } from '../entity-list/entity-list-page.js';
import { inTurn } from '../entity-list/entity-list.logic.js';
import { actionsColumn, RowAction } from '../entity-list/row-actions.js';
import { AssignToOwnerDialog } from './assign-to-owner-dialog.js';
import { registerScopedLocales } from './i18n/index.js';
import { OwnerBackLink } from './owner-links.js';
import { canAssignInScope, ownerPagePath, ownerParam, SCOPED_LISTS, scopedColumns, scopedListPath, scopedUnassignPath } from './scoped-lists.logic.js';
import { useOwnerName } from './use-owner.js';

await registerScopedLocales();

/**
 * The assets, devices, entity views, dashboards or edge instances of one customer, or the assets, devices, entity
 * views or dashboards of one edge (the route names which), with the customer's or edge's name in the breadcrumb.
 * A tenant administrator assigns more from the tenant's through a picker and unassigns rows one by one or selected;
 * a customer user sees its edge's entities only.
 */
export default function ScopedListPage({ route, params }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const list = SCOPED_LISTS[route.name];
  if (!list) throw new Error(`No scoped list for route ${route.name}`);
  const ownerId = params[ownerParam(list.owner)] ?? '';
  const name = useOwnerName(list.owner, ownerId);
  const [refresh, bump] = useRefresh();
  const [assigning, setAssigning] = useState(false);
  // A tenant administrator acts on the owner once its name, which the notices give, has arrived.
  const manage = canAssignInScope(auth.authUser?.authority) && name !== undefined;
  const listTitle = t(`console:${route.title ?? ''}`);

  const unassign = async (ids: readonly string[]) => {
    const done = await inTurn(ids, async (id) => (await call('DELETE', scopedUnassignPath(list, ownerId, id))).ok);
    if (done > 0) notifySuccess(t('scoped:unassign.unassigned', { name }));
    return done;
  };
  const unassignLabel = list.owner === 'edge' ? t('scoped:unassign.from-edge') : t('lists:action.unassign');
  const unassignIcon = list.owner === 'edge' ? mdiLinkVariantOff : mdiAccountArrowLeftOutline;
  const rowActions = (row: EntityRow) => <RowAction icon={unassignIcon} label={unassignLabel} onClick={() => void unassign([entityRowId(row, 0)]).then((done) => done > 0 && bump())} />;

  return (
    <EntityListPage
      title={name === undefined ? listTitle : t('scoped:heading', { name, list: listTitle })}
      entityType={list.entityType}
      path={scopedListPath(list, ownerId)}
      columns={manage ? [...scopedColumns(list), actionsColumn(rowActions, 'xs')] : scopedColumns(list)}
      defaultSort={list.entityType === 'DASHBOARD' ? { property: 'title', direction: 'ASC' } : undefined}
      refresh={refresh}
      filters={name !== undefined && <OwnerBackLink name={name} path={ownerPagePath(list.owner, ownerId)} />}
      emptyText={name === undefined ? undefined : t(`scoped:empty.${list.entityType}`, { name })}
      bulk={manage ? [{ id: 'unassign', label: unassignLabel, run: unassign }] : []}
      actions={manage && <PageAction primary icon={mdiPlus} label={list.owner === 'edge' ? t('scoped:assign.to-edge') : t('lists:action.assign')} onClick={() => setAssigning(true)} />}
      onOpen={(id) => navigate(entityPath(list.entityType, id))}
    >
      {assigning && manage && <AssignToOwnerDialog list={list} owner={{ id: ownerId, name }} onAssigned={bump} onClose={() => setAssigning(false)} />}
    </EntityListPage>
  );
}
