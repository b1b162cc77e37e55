import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiFileUploadOutline, mdiLinkVariant, mdiLinkVariantOff, mdiPlus, mdiShieldKeyOutline } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { $auth, client, navigate } from '../../session/session.js';
import { useAssignment } from '../entity-list/assignment.js';
import { EntityListPage, listDeletion, PageAction, useRefresh, type DeletionMessages } from '../entity-list/entity-list-page.js';
import { actionsColumn, RowAction } from '../entity-list/row-actions.js';
import { BulkImportDialog } from '../bulk-import/bulk-import-dialog.js';
import { ClaimDeviceDialog, unclaimDevice } from './device-claim.js';
import { canClaimDevices } from './device-claim.logic.js';
import { DeviceAddDialog } from './device-add-dialog.js';
import { DeviceCredentialsDialog } from './device-credentials-dialog.js';
import { canManageDevices, deviceActivity, deviceColumns, devicePath, devicesListPath } from './devices.logic.js';

/** The confirmations of deleting devices: the selected ones by count, one row's device by name. */
const DEVICE_DELETION: DeletionMessages = {
  title: 'console:device.delete-devices-title',
  text: 'console:device.delete-devices-text',
  oneTitle: 'console:device.delete-device-title',
  oneText: 'console:device.delete-device-text',
};

type Opened = { kind: 'add' } | { kind: 'import' } | { kind: 'claim' } | { kind: 'credentials'; id: string; name: string } | null;

/** A device's activity: a dot and the word, nothing until the server has said. */
function ActivityCell({ value }: { value: unknown }) {
  const t = useTranslate();
  const activity = deviceActivity(value);
  if (!activity) return null;
  return (
    <span className={`flex items-center gap-1.5 truncate ${activity === 'active' ? 'text-success' : 'text-text-muted'}`}>
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${activity === 'active' ? 'bg-success' : 'bg-border-strong'}`} />
      {t(`devices:activity.${activity}`)}
    </span>
  );
}

/**
 * The devices list (console-core §2): every device of the tenant, or of the customer for a customer user,
 * opening each at its own address. Tenant administrators add devices (with the gateway flag) or import them from CSV, change a row's
 * credentials, assign and share it, and delete in bulk; customer users claim a device with its secret key and
 * unclaim their own.
 */
export default function DevicesPage({ route }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const [refresh, bump] = useRefresh();
  const [opened, setOpened] = useState<Opened>(null);
  const authority = auth.authUser?.authority;
  const manage = canManageDevices(authority);
  const claims = canClaimDevices(authority);
  const assignment = useAssignment('device', bump);
  const close = () => setOpened(null);
  const nameOf = (row: EntityRow) => String(row.name ?? '');

  const tenantActions = (row: EntityRow) => (
    <>
      <RowAction icon={mdiShieldKeyOutline} label={t('devices:credentials.manage')} onClick={() => setOpened({ kind: 'credentials', id: entityRowId(row, 0), name: nameOf(row) })} />
      {assignment.actions(row)}
    </>
  );
  const customerActions = (row: EntityRow) => <RowAction icon={mdiLinkVariantOff} label={t('devices:claim.unclaim')} onClick={() => void unclaimDevice(nameOf(row), t).then((ok) => ok && bump())} />;
  const base = deviceColumns(authority).map((column) => (column.live ? { ...column, cell: (row: EntityRow) => <ActivityCell value={row[column.key]} /> } : column));
  const columns = manage ? [...base, actionsColumn(tenantActions, 'md')] : claims ? [...base, actionsColumn(customerActions)] : base;

  return (
    <EntityListPage
      title={t(`console:${route.title ?? 'device.devices'}`)}
      entityType="DEVICE"
      path={devicesListPath(authority, auth.authUser?.customerId)}
      columns={columns}
      realtime={client.realtime}
      refresh={refresh}
      actions={
        manage ? (
          <>
            <PageAction icon={mdiFileUploadOutline} label={t('lists:bulk-import.import-csv')} onClick={() => setOpened({ kind: 'import' })} />
            <PageAction primary icon={mdiPlus} label={t('devices:add.add')} onClick={() => setOpened({ kind: 'add' })} />
          </>
        ) : (
          claims && <PageAction primary icon={mdiLinkVariant} label={t('devices:claim.claim')} onClick={() => setOpened({ kind: 'claim' })} />
        )
      }
      deletion={manage ? listDeletion(t, 'device', DEVICE_DELETION) : null}
      rowActionsSize="md"
      onOpen={(id) => navigate(devicePath(id))}
    >
      {assignment.dialog}
      {opened?.kind === 'add' && <DeviceAddDialog onAdded={bump} onClose={close} />}
      {opened?.kind === 'import' && (
        <BulkImportDialog
          entityType="DEVICE"
          title={t('lists:bulk-import.title-devices')}
          onClose={(imported) => {
            close();
            if (imported) bump();
          }}
        />
      )}
      {opened?.kind === 'claim' && <ClaimDeviceDialog onClaimed={bump} onClose={close} />}
      {opened?.kind === 'credentials' && <DeviceCredentialsDialog device={opened} onClose={close} />}
    </EntityListPage>
  );
}
