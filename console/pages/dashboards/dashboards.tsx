import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiFileImportOutline, mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { notifyError, notifySuccess } from '../../shell/notify.js';
import { $auth, navigate } from '../../session/session.js';
import { call } from '../entity-list/api.js';
import { EntityFormDialog, type FormField } from '../entity-list/entity-form-dialog.js';
import { EntityListPage, groupDeletion, listDeletion, PageAction, useRefresh } from '../entity-list/entity-list-page.js';
import { isTenantAdmin } from '../entity-list/entity-list.logic.js';
import { actionsColumn } from '../entity-list/row-actions.js';
import { useDashboardActions } from './dashboards-actions.js';
import { importDashboard } from './dashboards-transfer.js';
import { dashboardColumns, dashboardPath, dashboardsListPath } from './dashboards.logic.js';

/** The dashboards list (console-core §2): the tenant's or the customer's dashboards; a tenant administrator also creates, imports, assigns and shares them. */
export default function DashboardsPage({ route }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const [refresh, bump] = useRefresh();
  const [adding, setAdding] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const authority = auth.authUser?.authority;
  const manage = isTenantAdmin(authority);
  const rowActions = useDashboardActions(manage, bump);
  const fields: FormField[] = [
    { key: 'title', label: t('lists:field.title'), required: true },
    { key: 'configuration.description', label: t('lists:field.description'), input: 'textarea', maxLength: null },
  ];

  const save = async (body: Record<string, unknown>) => {
    const { ok, data } = await call<{ id: { id: string } }>('POST', '/api/dashboard', { body });
    if (ok && data) navigate(dashboardPath(data.id.id));
    return ok;
  };
  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = await importDashboard(chosen);
    if (file.current) file.current.value = '';
    if (problem === null) {
      notifySuccess(t('lists:dashboards.imported'));
      bump();
    } else if (problem) notifyError(t(`lists:${problem}`));
  };

  return (
    <EntityListPage
      title={t(`console:${route.title ?? 'dashboard.dashboards'}`)}
      entityType="DASHBOARD"
      path={dashboardsListPath(authority, auth.authUser?.customerId)}
      columns={[...dashboardColumns(authority), actionsColumn(rowActions.actions, manage ? 'lg' : 'xs')]}
      defaultSort={{ property: 'title', direction: 'ASC' }}
      refresh={refresh}
      actions={
        manage && (
          <>
            <input ref={file} type="file" accept=".json,application/json" className="hidden" aria-hidden="true" tabIndex={-1} onChange={(e) => void importFile(e.target.files?.[0])} />
            <PageAction icon={mdiFileImportOutline} label={t('lists:action.import')} onClick={() => file.current?.click()} />
            <PageAction primary icon={mdiPlus} label={t('lists:dashboards.add')} onClick={() => setAdding(true)} />
          </>
        )
      }
      deletion={manage ? listDeletion(t, 'dashboard', groupDeletion('dashboards')) : null}
      onOpen={(id) => navigate(dashboardPath(id))}
    >
      {rowActions.dialog}
      {adding && <EntityFormDialog title={t('lists:dashboards.add-title')} fields={fields} onSave={save} onClose={() => setAdding(false)} />}
    </EntityListPage>
  );
}
