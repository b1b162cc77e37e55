import { useState, type ReactNode } from 'react';
import { mdiAccountArrowLeftOutline, mdiAccountArrowRightOutline, mdiDownload, mdiLinkVariant, mdiShareOffOutline, mdiShareVariantOutline } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { notifySuccess } from '../../shell/notify.js';
import { AssignDialog } from '../entity-list/assign-dialog.js';
import { RowAction } from '../entity-list/row-actions.js';
import { useNotifiedCall } from '../entity-list/use-notified-call.js';
import { dashboardAssignmentCalls, namedCustomersOf, publicCustomerOf, publicDashboardLink, type DashboardRow } from './dashboards.logic.js';
import { exportDashboard } from './dashboards-transfer.js';

type Dialog = { kind: 'assign' | 'unassign'; row: DashboardRow } | null;

/** The buttons of a dashboard row (export for everyone; public, public link, assign and unassign for a tenant administrator) and the dialogs they open. */
export function useDashboardActions(manage: boolean, changed: () => void): { actions: (row: EntityRow) => ReactNode; dialog: ReactNode } {
  const t = useTranslate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const run = useNotifiedCall(changed);
  const copyLink = async (row: DashboardRow, customerId: string) => {
    await navigator.clipboard.writeText(publicDashboardLink(window.location.origin, row.id.id, customerId));
    notifySuccess(t('lists:dashboards.link-copied'));
  };

  const actions = (entity: EntityRow) => {
    const row = entity as unknown as DashboardRow;
    const calls = dashboardAssignmentCalls(row.id.id);
    const publicId = publicCustomerOf(row);
    return (
      <>
        <RowAction icon={mdiDownload} label={t('lists:action.export')} onClick={() => void exportDashboard(row.id.id)} />
        {manage && publicId && <RowAction icon={mdiLinkVariant} label={t('lists:dashboards.copy-link')} onClick={() => void copyLink(row, publicId)} />}
        {manage &&
          (publicId ? (
            <RowAction icon={mdiShareOffOutline} label={t('lists:action.make-private')} onClick={() => void run('DELETE', calls.makePrivate, 'lists:notice.made-private')} />
          ) : (
            <RowAction icon={mdiShareVariantOutline} label={t('lists:action.make-public')} onClick={() => void run('POST', calls.makePublic, 'lists:notice.made-public')} />
          ))}
        {manage && <RowAction icon={mdiAccountArrowRightOutline} label={t('lists:action.assign')} onClick={() => setDialog({ kind: 'assign', row })} />}
        {manage && namedCustomersOf(row).length > 0 && (
          <RowAction icon={mdiAccountArrowLeftOutline} label={t('lists:action.unassign')} onClick={() => setDialog({ kind: 'unassign', row })} />
        )}
      </>
    );
  };

  let shown: ReactNode = null;
  if (dialog) {
    const calls = dashboardAssignmentCalls(dialog.row.id.id);
    shown =
      dialog.kind === 'assign' ? (
        <AssignDialog title={t('lists:assign.title')} onAssign={(id) => run('POST', calls.assign(id), 'lists:notice.assigned')} onClose={() => setDialog(null)} />
      ) : (
        <AssignDialog
          title={t('lists:dashboards.unassign-title')}
          confirm={t('lists:action.unassign')}
          customers={namedCustomersOf(dialog.row).map((c) => ({ id: { id: c.customerId.id }, title: c.title ?? c.customerId.id }))}
          onAssign={(id) => run('DELETE', calls.unassign(id), 'lists:notice.unassigned')}
          onClose={() => setDialog(null)}
        />
      );
  }
  return { actions, dialog: shown };
}
